/** The people the Calibration tab looks at (the panel's department and manager filters); null: everyone. */
export interface Selection {
  department: number | null;
  manager: number | null;
}

/** The selection as query parameters: only what is chosen. */
export const selectionQuery = (selection: Selection) => ({
  ...(selection.department !== null ? { department: selection.department } : {}),
  ...(selection.manager !== null ? { manager: selection.manager } : {}),
});
