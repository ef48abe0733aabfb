import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuIcon from '@mui/icons-material/Menu';
import MenuOpen from '@mui/icons-material/MenuOpen';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';

interface TopBarProps {
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  /** The controls on the right: project, language, notifications, avatar. */
  children: ReactNode;
}

/** The bar across the top: sidebar toggle, brand and the header controls. */
export function TopBar({ sidebarOpen, onToggleSidebar, children }: TopBarProps) {
  const { t } = useTranslation();
  const company = useSession((s) => s.user.company);
  return (
    <AppBar
      position="fixed"
      color="inherit"
      elevation={0}
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      <Toolbar sx={{ gap: { xs: 0.5, sm: 1.5 }, px: { xs: 1, sm: 2 } }}>
        <IconButton
          edge="start"
          color="primary"
          aria-label={t('topBar.toggleSidebar')}
          aria-expanded={sidebarOpen}
          onClick={onToggleSidebar}
          data-testid="sidebar-toggle"
        >
          {sidebarOpen ? <MenuOpen /> : <MenuIcon />}
        </IconButton>
        <Typography variant="h5" component="div" color="primary" sx={{ fontWeight: 700, display: { xs: 'none', sm: 'block' }, mr: 1 }}>
          {t('app.name')}
        </Typography>
        {company.logo && (
          <Box
            component="img"
            src={company.logo}
            alt={company.company_name}
            data-testid="company-logo"
            sx={{ display: { xs: 'none', sm: 'block' }, height: 36, maxWidth: 140, objectFit: 'contain' }}
          />
        )}
        <Box sx={{ flexGrow: 1 }} />
        {children}
      </Toolbar>
    </AppBar>
  );
}
