import type { SetPasswordBody } from '@performa/contracts/api/auth';
import { useTranslation } from 'react-i18next';
import { FormInput } from '../../../components/ui/form-input.tsx';
import { FormStack } from '../../../components/ui/form-stack.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/forms.ts';
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
  const { form, isSubmitting, onSubmit } = useSchemaForm<SetPasswordBody>(
    { resolver, defaultValues: { token, password: '', confirm_password: '' } },
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
    <FormStack onSubmit={onSubmit} onInput={resolver.preload} busy={isSubmitting} submitLabel={t('auth.setPassword.submit')} testId="set-password">
      {/* The account's name for the browser's password manager. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormInput
        form={form}
        name="password"
        password
        label={t('auth.setPassword.password')}
        autoComplete="new-password"
        autoFocus
        maxLength={256}
        testId="set-password-password"
      />
      <FormInput
        form={form}
        name="confirm_password"
        password
        label={t('auth.setPassword.confirm')}
        autoComplete="new-password"
        maxLength={256}
        testId="set-password-confirm"
      />
    </FormStack>
  );
}
