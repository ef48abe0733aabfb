/** The text of a refused action for an alert (shared with other screens through lib/error-message). */
export { refusalText } from '../../../lib/error-message.ts';
