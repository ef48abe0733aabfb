import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { en } from '../i18n/locales/en.ts';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

export type PageTitleKey = `pages.${keyof typeof en.pages}`;

/** A screen that a later issue builds: only its translated title for now. */
export function PlaceholderPage({ titleKey }: { titleKey: PageTitleKey }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <Typography variant="h4" component="h1" data-testid="page-title">
      {title}
    </Typography>
  );
}
