import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { FormFooterLink } from '../../../components/ui/form-footer-link.tsx';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form.tsx';

/** /auth/forgot-password (lazily loaded) */
export default function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <AuthLayout
      title={t('auth.forgot.title')}
      subtitle={t('auth.forgot.subtitle')}
      footer={
        <FormFooterLink to="/auth/login" testId="login-link">
          {t('auth.forgot.backToLogin')}
        </FormFooterLink>
      }
    >
      <ForgotPasswordForm />
    </AuthLayout>
  );
}
