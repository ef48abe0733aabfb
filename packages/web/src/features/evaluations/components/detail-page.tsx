import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { errorMessage } from '../../../lib/error-message.ts';

/**
 * The frame of the round's detail pages (/user-evaluations, /goal-evaluation, /evaluations/evaluation-details):
 * title, links to the neighbouring pages and back to /evaluations, then the loading or error state of the
 * page's query, then the page.
 */
export function DetailPage({
  title,
  links,
  query,
  children,
}: {
  title: string;
  links?: ReactNode;
  query: { isPending: boolean; isError: boolean; error: unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 1200 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <ScreenTitle title={title} />
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {links}
          <Button component={RouterLink} to="/evaluations" startIcon={<ArrowBackIcon />}>
            {t('evaluations.back')}
          </Button>
        </Box>
      </Box>
      {query.isPending && <CircularProgress aria-label={t('common.loading')} />}
      {query.isError && <Alert severity="error">{errorMessage(query.error)}</Alert>}
      {children}
    </Box>
  );
}
