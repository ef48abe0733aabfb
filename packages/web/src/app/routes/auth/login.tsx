import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { LoginForm } from '../../../features/auth/components/login-form.tsx';
import { LOGOUT_REASON_PARAM } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';

interface LoginLocationState {
  /** The page the user wanted before being sent to login. */
  from?: string;
  /** Filled in after a self-hosted registration. */
  username?: string;
}

/** /auth/login */
export function LoginRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const state = (location.state ?? {}) as LoginLocationState;
  const reason = params.get(LOGOUT_REASON_PARAM);

  useEffect(() => {
    if (reason !== 'package_inactive') return;
    notify.error(t('errors.packageInactive'), 'package_inactive');
    setParams({}, { replace: true });
  }, [reason, setParams, t]);

  return (
    <AuthLayout
      title={t('auth.login.title')}
      subtitle={t('auth.login.subtitle')}
      footer={
        <Typography variant="body2">
          {t('auth.login.noAccount')}{' '}
          <Link component={RouterLink} to="/auth/register" data-testid="register-link">
            {t('auth.login.registerLink')}
          </Link>
        </Typography>
      }
    >
      <LoginForm defaultUsername={state.username} onSignedIn={() => void navigate(state.from ?? '/', { replace: true })} />
      <Typography variant="body2" sx={{ mt: 2, textAlign: 'right' }}>
        <Link component={RouterLink} to="/auth/forgot-password" data-testid="forgot-password-link">
          {t('auth.forgot.link')}
        </Link>
      </Typography>
    </AuthLayout>
  );
}
