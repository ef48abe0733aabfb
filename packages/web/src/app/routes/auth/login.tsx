import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { FormFooterLink } from '../../../components/ui/form-footer-link.tsx';
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
        <FormFooterLink lead={t('auth.login.noAccount')} to="/auth/register" testId="register-link">
          {t('auth.login.registerLink')}
        </FormFooterLink>
      }
    >
      <LoginForm defaultUsername={state.username} onSignedIn={() => void navigate(state.from ?? '/', { replace: true })} />
      <FormFooterLink to="/auth/forgot-password" testId="forgot-password-link" sx={{ mt: 2, textAlign: 'right' }}>
        {t('auth.forgot.link')}
      </FormFooterLink>
    </AuthLayout>
  );
}
