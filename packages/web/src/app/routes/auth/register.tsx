import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { RegisterForm } from '../../../features/auth/components/register-form.tsx';

/** /auth/register */
export function RegisterRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthLayout
      title={t('auth.register.title')}
      subtitle={t('auth.register.subtitle')}
      width={640}
      footer={
        <Typography variant="body2">
          {t('auth.register.haveAccount')}{' '}
          <Link component={RouterLink} to="/auth/login" data-testid="login-link">
            {t('auth.register.loginLink')}
          </Link>
        </Typography>
      }
    >
      <RegisterForm onActiveAccount={(username) => void navigate('/auth/login', { state: { username } })} />
    </AuthLayout>
  );
}
