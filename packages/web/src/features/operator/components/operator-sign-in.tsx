import type { z } from 'zod';
import type { operatorTokenBodySchema } from '@performa/contracts/api/payment';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { FormInput } from '../../../components/ui/form-input.tsx';
import { FormStack } from '../../../components/ui/form-stack.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { i18n } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { operatorSignInResolver } from '../api/resolvers.ts';
import { operatorSignIn } from '../api/sign-in.ts';

type Values = z.input<typeof operatorTokenBodySchema>;
const FIELDS = ['username', 'password'] as const;

/**
 * The refusals of a sign-in that the form says its own way: wrong credentials, and too many tries
 * (HTTP 429, the server's wait in its detail, as the company's login form says it).
 */
function signInRefusal(error: unknown): boolean {
  if (!isApiError(error) || (error.status !== 401 && error.status !== 429)) return false;
  notify.error(error.status === 401 ? i18n.t('operator.signIn.failed') : (error.detail ?? i18n.t('errors.tooManyRequests')));
  return true;
}

/** The operator's own sign-in (their credentials are set by the operator's command line; throttled like a company's). */
export function OperatorSignIn() {
  const { t } = useTranslation();
  const { form, isSubmitting, onSubmit } = useSchemaForm<Values>(
    { resolver: operatorSignInResolver, defaultValues: { username: '', password: '' } },
    FIELDS,
    async (values) => {
      await operatorSignIn(values);
      notify.dismissAll();
    },
    { otherErrors: 'toast', onError: signInRefusal },
  );
  return (
    <AuthLayout title={t('operator.signIn.title')} subtitle={t('operator.signIn.subtitle')}>
      <FormStack onSubmit={onSubmit} busy={isSubmitting} submitLabel={t('operator.signIn.submit')} testId="operator-sign-in">
        <FormInput
          form={form}
          name="username"
          label={t('operator.signIn.username')}
          autoComplete="username"
          autoFocus
          maxLength={150}
          testId="operator-username"
        />
        <FormInput
          form={form}
          name="password"
          password
          label={t('operator.signIn.password')}
          autoComplete="current-password"
          maxLength={256}
          testId="operator-password"
        />
      </FormStack>
    </AuthLayout>
  );
}
