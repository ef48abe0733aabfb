import Alert from '@mui/material/Alert';
import type { PasswordResetBody } from '@performa/contracts/api/auth';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../../components/ui/form-input.tsx';
import { FormStack } from '../../../components/ui/form-stack.tsx';
import { useSchemaForm } from '../../../lib/forms.ts';
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
  const [sent, setSent] = useState(false);
  const { form, isSubmitting, onSubmit } = useSchemaForm<PasswordResetBody>(
    { resolver, defaultValues: { email: '' } },
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
    <FormStack onSubmit={onSubmit} onInput={resolver.preload} busy={isSubmitting} submitLabel={t('auth.forgot.submit')} testId="forgot">
      <FormInput form={form} name="email" label={t('auth.forgot.email')} type="email" autoComplete="email" autoFocus maxLength={254} testId="forgot-email" />
    </FormStack>
  );
}
