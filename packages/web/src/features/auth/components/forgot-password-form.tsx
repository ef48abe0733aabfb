import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { PasswordResetBody } from '@performa/contracts/api/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { useFieldErrorText, useFormSubmit } from '../../../lib/forms.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { requestPasswordReset } from '../api/password-links.ts';
import { notifyTooManyRequests } from './too-many-requests.ts';

const FIELDS = ['email'] as const;
const resolver = lazyResolver<PasswordResetBody>(() => import('../api/resolvers.ts').then((m) => m.passwordResetResolver));

/**
 * "Forgot password?" (docs/product.md §7.1): the email of the account; the same answer whether an
 * account uses it or not. Too many requests show the server's wait.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const [sent, setSent] = useState(false);
  const form = useForm<PasswordResetBody>({ resolver, defaultValues: { email: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit } = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      await requestPasswordReset(values);
      setSent(true);
    },
    { otherErrors: 'toast', onError: notifyTooManyRequests },
  );

  if (sent) {
    return (
      <Alert severity="success" data-testid="forgot-sent">
        {t('auth.forgot.sent')}
      </Alert>
    );
  }
  return (
    <Stack component="form" noValidate onSubmit={onSubmit} onInput={resolver.preload} spacing={2.5} data-testid="forgot-form">
      <TextInput
        {...register('email')}
        label={t('auth.forgot.email')}
        type="email"
        autoComplete="email"
        autoFocus
        error={Boolean(errors.email)}
        helperText={errorText(errors.email)}
        inputProps={{ maxLength: 254, 'data-testid': 'forgot-email' }}
      />
      <SubmitButton busy={isSubmitting} size="large" fullWidth data-testid="forgot-submit">
        {t('auth.forgot.submit')}
      </SubmitButton>
    </Stack>
  );
}
