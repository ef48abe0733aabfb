import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { FormFooterLink } from '../../../components/ui/form-footer-link.tsx';
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
        <FormFooterLink lead={t('auth.register.haveAccount')} to="/auth/login" testId="login-link">
          {t('auth.register.loginLink')}
        </FormFooterLink>
      }
    >
      <RegisterForm onActiveAccount={(username) => void navigate('/auth/login', { state: { username } })} />
    </AuthLayout>
  );
}
