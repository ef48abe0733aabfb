import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from '../hooks/use-document-title.ts';

interface MessagePageProps {
  icon: ReactNode;
  title: string;
  message: string;
  testId: string;
}

/** A centred message with a way back to the dashboard (no-access and not-found pages). */
export function MessagePage({ icon, title, message, testId }: MessagePageProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Box data-testid={testId} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 8, px: 2 }}>
      {icon}
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Typography color="text.secondary">{message}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('common.goToDashboard')}
      </Button>
    </Box>
  );
}
