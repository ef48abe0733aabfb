import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import type { PasswordLink } from '@performa/contracts/api/auth';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { checkPasswordLink } from '../../../features/auth/api/password-links.ts';
import { SetPasswordForm } from '../../../features/auth/components/set-password-form.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';

type LinkState = { kind: 'checking' } | { kind: 'valid'; link: PasswordLink } | { kind: 'invalid' } | { kind: 'failed'; message: string };

/**
 * /auth/set-password?token=… (lazily loaded): the page an invitation or a reset email links to
 * (docs/product.md §7.1, ADR 18). It names the account, takes the new password and signs in.
 */
export default function SetPasswordRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<LinkState>({ kind: 'checking' });

  useEffect(() => {
    let live = true;
    checkPasswordLink(token).then(
      (link) => live && setState({ kind: 'valid', link }),
      (error: unknown) => {
        if (!live) return;
        setState(isApiError(error) && error.status === 400 ? { kind: 'invalid' } : { kind: 'failed', message: errorMessage(error, 'errors.fetchFailed') });
      },
    );
    return () => {
      live = false;
    };
  }, [token]);

  const title = state.kind === 'valid' && state.link.purpose === 'invite' ? t('auth.setPassword.inviteTitle') : t('auth.setPassword.resetTitle');
  return (
    <AuthLayout title={title} subtitle={state.kind === 'valid' ? t('auth.setPassword.subtitle', { username: state.link.username }) : undefined}>
      {state.kind === 'checking' && (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status" data-testid="set-password-checking">
          <CircularProgress size={20} />
          <span>{t('auth.setPassword.checking')}</span>
        </Stack>
      )}
      {state.kind === 'valid' && (
        <SetPasswordForm
          token={token}
          username={state.link.username}
          onSignedIn={() => void navigate('/', { replace: true })}
          onLinkInvalid={() => setState({ kind: 'invalid' })}
        />
      )}
      {state.kind === 'invalid' && (
        <Stack spacing={2}>
          <Alert severity="warning" data-testid="set-password-invalid">
            {t('auth.setPassword.invalid')}
          </Alert>
          <Button component={RouterLink} to="/auth/forgot-password" variant="contained" data-testid="set-password-ask-again">
            {t('auth.setPassword.askAgain')}
          </Button>
        </Stack>
      )}
      {state.kind === 'failed' && <Alert severity="error">{state.message}</Alert>}
    </AuthLayout>
  );
}
