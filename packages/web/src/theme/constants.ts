/** Layout constants of docs/product.md §10.3. */
export const SIDEBAR_WIDTH = 300;
export const BUTTON_HEIGHT = 45;
export const LOADING_OVERLAY_Z_INDEX = 10000;
