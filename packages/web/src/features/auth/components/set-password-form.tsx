import Stack from '@mui/material/Stack';
import type { SetPasswordBody } from '@performa/contracts/api/auth';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/ui/password-field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useFieldErrorText, useFormSubmit } from '../../../lib/forms.ts';
import { lazyResolver } from '../../../lib/lazy-resolver.ts';
import { notify } from '../../../lib/toast.ts';
import { setPasswordAndSignIn } from '../api/password-links.ts';

const FIELDS = ['password', 'confirm_password'] as const;
const resolver = lazyResolver<SetPasswordBody>(() => import('../api/resolvers.ts').then((m) => m.setPasswordResolver));

interface SetPasswordFormProps {
  token: string;
  username: string;
  onSignedIn: () => void;
  /** The server says the link no longer works (used meanwhile, or expired while the page was open). */
  onLinkInvalid: () => void;
}

/**
 * The password of an invitation or a reset link (the rules of registration: at least 8 characters,
 * typed twice); on success the person is signed in (docs/product.md §7.1).
 */
export function SetPasswordForm({ token, username, onSignedIn, onLinkInvalid }: SetPasswordFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useForm<SetPasswordBody>({ resolver, defaultValues: { token, password: '', confirm_password: '' } });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;

  const { onSubmit } = useFormSubmit(
    form,
    FIELDS,
    async (values) => {
      const outcome = await setPasswordAndSignIn(values);
      if (outcome === 'logged-out') return; // the page is being replaced
      notify.dismissAll();
      notify.success(t('auth.setPassword.done'));
      onSignedIn();
    },
    {
      otherErrors: 'toast',
      // The link was used meanwhile or expired: the page offers a new one (docs/product.md §7.1).
      onError: (error) => {
        if (!isApiError(error) || !error.fieldErrors?.token) return false;
        onLinkInvalid();
        return true;
      },
    },
  );

  return (
    <Stack component="form" noValidate onSubmit={onSubmit} onInput={resolver.preload} spacing={2.5} data-testid="set-password-form">
      {/* The account's name for the browser's password manager. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <PasswordField
        {...register('password')}
        label={t('auth.setPassword.password')}
        autoComplete="new-password"
        autoFocus
        error={Boolean(errors.password)}
        helperText={errorText(errors.password)}
        inputProps={{ maxLength: 256, 'data-testid': 'set-password-password' }}
      />
      <PasswordField
        {...register('confirm_password')}
        label={t('auth.setPassword.confirm')}
        autoComplete="new-password"
        error={Boolean(errors.confirm_password)}
        helperText={errorText(errors.confirm_password)}
        inputProps={{ maxLength: 256, 'data-testid': 'set-password-confirm' }}
      />
      <SubmitButton busy={isSubmitting} size="large" fullWidth data-testid="set-password-submit">
        {t('auth.setPassword.submit')}
      </SubmitButton>
    </Stack>
  );
}
