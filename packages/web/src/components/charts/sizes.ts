/** The sizes of the charts (components/charts/charts.tsx) and of the boxes kept while they load. */

/** The height of a chart of horizontal bars, one band per row (a party, a department). */
export const barsHeight = (rows: number) => Math.max(140, 64 + rows * 34);

/** The height of the charts of columns and lines. */
export const COLUMNS_HEIGHT = 260;
