import Stack from '@mui/material/Stack';
import type { TokenBody } from '@performa/contracts/api/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TextInput } from '../../../components/ui/text-input.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFieldErrorText, useFormSubmit } from '../../../lib/forms.ts';
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
  const errorText = useFieldErrorText();
  const form = useForm<TokenBody>({
    resolver,
    defaultValues: { username: defaultUsername, password: '' },
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit } = useFormSubmit(
    form,
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
    <Stack component="form" noValidate onSubmit={onSubmit} onInput={resolver.preload} spacing={2.5} data-testid="login-form">
      <TextInput
        {...register('username')}
        label={t('auth.login.username')}
        autoComplete="username"
        autoFocus={!defaultUsername}
        error={Boolean(errors.username)}
        helperText={errorText(errors.username)}
        inputProps={{ maxLength: 150, 'data-testid': 'login-username' }}
      />
      <PasswordField
        {...register('password')}
        label={t('auth.login.password')}
        autoComplete="current-password"
        autoFocus={Boolean(defaultUsername)}
        error={Boolean(errors.password)}
        helperText={errorText(errors.password)}
        inputProps={{ maxLength: 256, 'data-testid': 'login-password' }}
      />
      <SubmitButton busy={isSubmitting} size="large" fullWidth data-testid="login-submit">
        {t('auth.login.submit')}
      </SubmitButton>
    </Stack>
  );
}
