import { useSyncExternalStore } from 'react';

/**
 * The one way to show a toast. react-toastify is loaded with the first toast, not with the page
 * (the login page shows none until the user signs in); a toast raised before its container has
 * mounted is queued by react-toastify and shown once the container is there.
 */
type Toastify = typeof import('react-toastify');

/** Toasts close after 5000 ms at the top right (docs/product.md §9.4): see components/toast-host.tsx. */
export const TOAST_AUTO_CLOSE_MS = 5000;

let loading: Promise<Toastify> | null = null;
export const loadToastify = (): Promise<Toastify> => (loading ??= import('react-toastify'));

let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** True once a toast has been asked for: then the toast container mounts. */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => requested,
    () => requested,
  );
}

function show(kind: 'success' | 'error' | 'info', message: string, id?: string) {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void loadToastify().then(({ toast }) => toast[kind](message, id ? { toastId: id } : undefined));
}

export const notify = {
  success: (message: string, id?: string) => show('success', message, id),
  error: (message: string, id?: string) => show('error', message, id),
  info: (message: string, id?: string) => show('info', message, id),
  /** Closes every toast shown so far (a successful sign-in clears the failed tries' errors). */
  dismissAll: () => {
    if (requested) void loadToastify().then(({ toast }) => toast.dismiss());
  },
};
