import { fireEvent, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render.tsx';
import { FormInput } from './form-input.tsx';
import { FormTextField } from './form-text-field.tsx';

/** A form whose component never reads formState: only its fields do (FieldForm, lib/forms). */
function Probe() {
  const form = useForm<{ a: string; b: string }>({ defaultValues: { a: '', b: '' }, mode: 'onTouched' });
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <FormTextField form={form} name="a" rules={{ required: 'A is required' }} label="A" testId="a" helperText="hint a" />
      <FormInput form={form} name="b" label="B" testId="b" maxLength={5} />
      <button type="submit" data-testid="go" />
      <button type="button" data-testid="server" onClick={() => form.setError('b', { type: 'server', message: 'B taken' })} />
      <button type="button" data-testid="clear" onClick={() => form.clearErrors()} />
    </form>
  );
}

describe('FormTextField and FormInput given the form', () => {
  it('show errors as they come and go although the parent reads no form state', async () => {
    renderWithProviders(<Probe />);
    expect(screen.getByText('hint a')).toBeTruthy();
    fireEvent.click(screen.getByTestId('go'));
    expect(await screen.findByText('A is required')).toBeTruthy();
    expect(screen.queryByText('hint a')).toBeNull();
    fireEvent.click(screen.getByTestId('server'));
    expect(await screen.findByText('B taken')).toBeTruthy();
    fireEvent.change(screen.getByTestId('a'), { target: { value: 'x' } });
    expect(await screen.findByText('hint a')).toBeTruthy();
    fireEvent.click(screen.getByTestId('clear'));
    await screen.findByText('hint a');
    expect(screen.queryByText('B taken')).toBeNull();
    expect(screen.getByTestId('b').getAttribute('maxlength')).toBe('5');
  });
});
