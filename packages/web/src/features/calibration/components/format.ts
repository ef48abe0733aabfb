import type { BoxLevel, NineBoxCell } from '@performa/contracts/api/results';

export { percentText, scoreText, signedText } from '../../../lib/numbers.ts';

/** The goal (results) and skill (behaviour) levels of a 9-box cell. */
export const levelsOf = (cell: NineBoxCell) => cell.split('/') as [BoxLevel, BoxLevel];
