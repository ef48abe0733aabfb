import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { MessagePage } from './message-page.tsx';

/** Shown for a path that no route matches. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <MessagePage
      testId="not-found-page"
      icon={<SearchOff color="action" sx={{ fontSize: 64 }} />}
      title={t('notFound.title')}
      message={t('notFound.message')}
    />
  );
}
