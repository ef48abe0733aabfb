import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../hooks/use-document-title.ts';
import { LanguageSwitch } from '../language-switch.tsx';

interface AuthLayoutProps {
  title: string;
  subtitle?: string;
  children: ReactNode;
  footer?: ReactNode;
  width?: number;
}

/** The frame of the public pages: brand, language selector and a centred card. */
export function AuthLayout({ title, subtitle, children, footer, width = 440 }: AuthLayoutProps) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        background: 'linear-gradient(160deg, #3778b8 0%, #446584 100%)',
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: { xs: 2, sm: 4 }, py: 2 }}>
        <Typography variant="h5" component="div" sx={{ color: '#fff', fontWeight: 700 }}>
          {t('app.name')}
        </Typography>
        <LanguageSwitch />
      </Box>
      <Box component="main" sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', px: 2, pb: 6 }}>
        <Paper elevation={6} sx={{ width: '100%', maxWidth: width, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {title}
          </Typography>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
          {footer && <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box>}
        </Paper>
      </Box>
    </Box>
  );
}
