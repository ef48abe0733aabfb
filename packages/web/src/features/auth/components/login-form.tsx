import type { TokenBody } from '@performa/contracts/api/auth';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../../components/ui/form-input.tsx';
import { FormStack } from '../../../components/ui/form-stack.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { notify } from '../../../lib/toast.ts';
import { signInWithPassword } from '../api/login.ts';
import { notifyTooManyRequests } from './too-many-requests.ts';

const FIELDS = ['username', 'password'] as const;
const resolver = lazyResolver<TokenBody>(() => import('../api/resolvers.ts').then((m) => m.loginResolver));

interface LoginFormProps {
  defaultUsername?: string;
  /** The session is loaded (or could not be loaded and the app shows its retry screen). */
  onSignedIn: () => void;
}

/** Username and password; a toast says whether the sign-in worked (docs/product.md §7.1). */
export function LoginForm({ defaultUsername = '', onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const { form, isSubmitting, onSubmit } = useSchemaForm<TokenBody>(
    { resolver, defaultValues: { username: defaultUsername, password: '' } },
    FIELDS,
    async (values) => {
      const outcome = await signInWithPassword(values);
      if (outcome === 'logged-out') return; // the page is being replaced
      // The errors of earlier tries no longer hold (docs/product.md §7.1).
      notify.dismissAll();
      if (outcome === 'ready') notify.success(t('auth.login.success'));
      else notify.error(t('errors.fetchFailed'));
      onSignedIn();
    },
    {
      otherErrors: 'toast',
      // A refused sign-in shows the login-failed text (docs/product.md §7.1).
      onError: (error) => {
        if (!isApiError(error) || error.status !== 401) return notifyTooManyRequests(error);
        notify.error(t('errors.loginFailed'));
        return true;
      },
    },
  );

  return (
    <FormStack onSubmit={onSubmit} onInput={resolver.preload} busy={isSubmitting} submitLabel={t('auth.login.submit')} testId="login">
      <FormInput
        form={form}
        name="username"
        label={t('auth.login.username')}
        autoComplete="username"
        autoFocus={!defaultUsername}
        maxLength={150}
        testId="login-username"
      />
      <FormInput
        form={form}
        name="password"
        password
        label={t('auth.login.password')}
        autoComplete="current-password"
        autoFocus={Boolean(defaultUsername)}
        maxLength={256}
        testId="login-password"
      />
    </FormStack>
  );
}
