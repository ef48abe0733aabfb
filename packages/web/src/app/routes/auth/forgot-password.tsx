import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';

/** /auth/forgot-password (lazily loaded) */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <Typography variant="body2">
          <Link component={RouterLink} to="/auth/login" data-testid="login-link">
            {t('auth.forgot.backToLogin')}
          </Link>
        </Typography>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
