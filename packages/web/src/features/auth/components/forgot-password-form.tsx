import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { PasswordResetBody } from '@performa/contracts/api/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { notifySubmitError, useFieldErrorText } from '../../../lib/forms.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { notify } from '../../../lib/toast.ts';
import { requestPasswordReset } from '../api/password-links.ts';

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordResetBody>({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await requestPasswordReset(values);
      setSent(true);
    } catch (error) {
      if (isApiError(error) && error.status === 429) notify.error(error.detail ?? t('errors.tooManyRequests'));
      else notifySubmitError(error, FIELDS, setError);
    }
  });

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
