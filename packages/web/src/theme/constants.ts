/** Layout constants of seed §9. */
export const SIDEBAR_WIDTH = 300;
export const BUTTON_HEIGHT = 45;
export const LOADING_OVERLAY_Z_INDEX = 10000;
