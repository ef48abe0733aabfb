import { lazy, Suspense } from 'react';
import { loadToastify, TOAST_AUTO_CLOSE_MS, useToastsRequested } from '../lib/toast.ts';

const ToastContainer = lazy(() => loadToastify().then((m) => ({ default: m.ToastContainer })));

/** Where toasts appear: top right, closing after 5000 ms. Mounts with the first toast. */
export function ToastHost() {
  const requested = useToastsRequested();
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} newestOnTop pauseOnFocusLoss={false} />
    </Suspense>
  );
}
