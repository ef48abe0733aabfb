import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { SERVER_ERROR, submitErrorMessages } from './forms.ts';

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
