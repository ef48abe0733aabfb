import Block from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page.tsx';

/** Shown on a guarded route that the user's role, package or permission codes do not allow. */
export function NoAccessPage() {
  const { t } = useTranslation();
  return (
    <MessagePage testId="no-access-page" icon={<Block color="error" sx={{ fontSize: 64 }} />} title={t('noAccess.title')} message={t('noAccess.message')} />
  );
}
