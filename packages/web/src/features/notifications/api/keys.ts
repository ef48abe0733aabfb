/** Query keys of the bell: shared with the screens that refresh it (src/api/keys.ts). */
export { notificationKeys } from '../../../api/keys.ts';
