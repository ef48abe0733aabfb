export { numberText, fractionPercentText as percentText, scoreText } from '../../../lib/numbers.ts';
