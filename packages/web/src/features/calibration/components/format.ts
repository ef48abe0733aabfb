import type { BoxLevel, NineBoxCell } from '@performa/contracts/api/results';

/** The goal (results) and skill (behaviour) levels of a 9-box cell. */
export const levelsOf = (cell: NineBoxCell) => cell.split('/') as [BoxLevel, BoxLevel];
