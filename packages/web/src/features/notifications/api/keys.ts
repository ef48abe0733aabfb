/** Query keys of the bell: the caller's notifications (any project: they belong to the account). */
export const notificationKeys = {
  all: () => ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
};
