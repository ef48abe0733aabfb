import { useState, type FormEvent } from 'react';
import { errorMessage } from '../lib/error-message.ts';

/**
 * The submit of a dialog that is no react-hook-form form (generate, share…): runs `action` once
 * at a time, shows it busy, and keeps the refusal's text (`toMessage`) in `failure`. The action
 * may set a failure of its own (a missing choice) and return.
 */
export function useSubmitAction(action: () => Promise<void>, toMessage: (error: unknown) => string = errorMessage) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const run = async () => {
    setFailure(null);
    setBusy(true);
    try {
      await action();
    } catch (error) {
      setFailure(toMessage(error));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void run();
  };
  return { onSubmit, busy, failure, setFailure };
}
