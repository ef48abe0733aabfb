import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { SERVER_ERROR, submitErrorMessages, useFormSubmit, type FormSubmitOptions } from './forms.ts';
import { notify } from './toast.ts';

describe('submitErrorMessages', () => {
  it('puts field errors next to the form’s fields and returns the others', () => {
    const setError = vi.fn();
    const error = new ApiError(400, null, null, { name: ['Too long.'], other: ['Refused.', 'Really.'] });
    expect(submitErrorMessages(error, ['name'], setError)).toEqual(['Refused. Really.']);
    expect(setError).toHaveBeenCalledWith('name', { type: SERVER_ERROR, message: 'Too long.' }, { shouldFocus: true });
  });

  it('answers the server’s detail for any other failure', () => {
    const setError = vi.fn();
    expect(submitErrorMessages(new ApiError(409, 'In use.'), ['name'], setError)).toEqual(['In use.']);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('useFormSubmit', () => {
  const REFUSED = new ApiError(400, null, null, { name: ['Too long.'], sum: ['The weights add up to more than 100.'] });
  const IN_USE = new ApiError(409, 'In use.');

  /** Submits a form of one field `name` whose save fails with `error`. */
  async function submitFailing(error: unknown, options?: FormSubmitOptions) {
    const toast = vi.spyOn(notify, 'error').mockImplementation(() => {});
    const setError = vi.fn();
    const form = { handleSubmit: (valid: (values: { name: string }) => Promise<void>) => () => valid({ name: 'x' }), setError };
    const hook = renderHook(() => useFormSubmit(form as never, ['name'], () => Promise.reject(error), options));
    await act(() => hook.result.current.onSubmit());
    return { hook, toast, setError };
  }

  it('shows the messages of no field in the form by default', async () => {
    const { hook, toast, setError } = await submitFailing(REFUSED);
    expect(setError).toHaveBeenCalledWith('name', { type: SERVER_ERROR, message: 'Too long.' }, { shouldFocus: true });
    expect(hook.result.current.failure).toBe('The weights add up to more than 100.');
    expect(toast).not.toHaveBeenCalled();
    act(() => hook.result.current.clearFailure());
    expect(hook.result.current.failure).toBeNull();
  });

  it('toasts them when asked', async () => {
    const { hook, toast } = await submitFailing(IN_USE, { otherErrors: 'toast' });
    expect(toast).toHaveBeenCalledWith('In use.');
    expect(hook.result.current.failure).toBeNull();
  });

  it('refusal: a refusal’s other messages in the form, any other failure as a toast', async () => {
    const refused = await submitFailing(REFUSED, { otherErrors: 'refusal' });
    expect(refused.hook.result.current.failure).toBe('The weights add up to more than 100.');
    expect(refused.toast).not.toHaveBeenCalled();
    const failed = await submitFailing(IN_USE, { otherErrors: 'refusal' });
    expect(failed.hook.result.current.failure).toBeNull();
    expect(failed.toast).toHaveBeenCalledWith('In use.');
  });

  it('leaves a failure that onError answers to it, and the others to the usual way', async () => {
    const onError = vi.fn((error: unknown) => error === IN_USE);
    const handled = await submitFailing(IN_USE, { otherErrors: 'toast', onError });
    expect(onError).toHaveBeenCalledWith(IN_USE);
    expect(handled.toast).not.toHaveBeenCalled();
    const passed = await submitFailing(REFUSED, { otherErrors: 'toast', onError });
    expect(passed.setError).toHaveBeenCalledTimes(1);
    expect(passed.toast).toHaveBeenCalledWith('The weights add up to more than 100.');
  });
});
