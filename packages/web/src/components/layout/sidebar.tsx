import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Toolbar from '@mui/material/Toolbar';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import LogoutIcon from '@mui/icons-material/Logout';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SESSION_KEYS, sessionStore } from '../../lib/storage.ts';
import { SIDEBAR_WIDTH } from '../../theme/constants.ts';
import { AppLinks } from './app-links.tsx';
import { activeLinkKey, submenusContaining, type MenuNode } from './menu-node.ts';

interface SidebarProps {
  open: boolean;
  /** persistent beside the content on wide screens; temporary (over the content) on narrow ones. */
  variant: 'persistent' | 'temporary';
  onClose: () => void;
  items: readonly MenuNode[];
  /** A link was followed (narrow screens close the menu). */
  onNavigate?: () => void;
  onLogout: () => void;
}

function storedOpenSubmenus(): string[] {
  const stored = sessionStore.getJson<unknown>(SESSION_KEYS.openSubmenus, []);
  return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : [];
}

/**
 * The sidebar: 300 px wide when open, 0 when closed. Submenus keep their open state for the
 * session (`openSubmenus`), and the submenus around the current page open by themselves.
 */
export function Sidebar({ open, variant, onClose, items, onNavigate, onLogout }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const activeKey = activeLinkKey(items, pathname, search);
  const [openKeys, setOpenKeys] = useState<string[]>(storedOpenSubmenus);

  useEffect(() => {
    const around = submenusContaining(items, pathname);
    setOpenKeys((keys) => {
      const missing = around.filter((key) => !keys.includes(key));
      return missing.length ? [...keys, ...missing] : keys;
    });
  }, [items, pathname]);

  useEffect(() => {
    sessionStore.setJson(SESSION_KEYS.openSubmenus, openKeys);
  }, [openKeys]);

  const toggle = (key: string) => setOpenKeys((keys) => (keys.includes(key) ? keys.filter((k) => k !== key) : [...keys, key]));

  const renderNode = (node: MenuNode, depth: number) => {
    const indent = { pl: 2 + depth * 2 };
    const label = t(node.labelKey);
    const icon = node.icon && <ListItemIcon sx={{ minWidth: 40, color: 'inherit' }}>{node.icon}</ListItemIcon>;
    if (node.children) {
      const expanded = openKeys.includes(node.key);
      return (
        <Box component="li" key={node.key} sx={{ listStyle: 'none' }}>
          <ListItemButton onClick={() => toggle(node.key)} aria-expanded={expanded} data-testid={`menu-${node.key}`} sx={indent}>
            {icon}
            <ListItemText primary={label} />
            {expanded ? <ExpandLess /> : <ExpandMore />}
          </ListItemButton>
          <Collapse in={expanded} timeout="auto">
            <List component="ul" disablePadding>
              {node.children.map((child) => renderNode(child, depth + 1))}
            </List>
          </Collapse>
        </Box>
      );
    }
    const active = node.key === activeKey;
    return (
      <Box component="li" key={node.key} sx={{ listStyle: 'none' }}>
        <ListItemButton
          component={Link}
          to={node.path ?? '/'}
          selected={active}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          data-testid={`menu-${node.key}`}
          sx={{
            ...indent,
            '&.Mui-selected': { color: 'primary.dark', fontWeight: 700 },
            '&.Mui-selected .MuiListItemText-primary': { fontWeight: 700 },
          }}
        >
          {icon}
          <ListItemText primary={label} />
        </ListItemButton>
      </Box>
    );
  };

  return (
    <Drawer
      variant={variant}
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      data-testid="sidebar"
      data-open={open}
      sx={
        variant === 'persistent'
          ? (theme) => ({
              width: open ? SIDEBAR_WIDTH : 0,
              flexShrink: 0,
              // The drawer's paper is as tall as the window; its column runs the full height of a long page.
              bgcolor: 'background.paper',
              borderRight: open ? 1 : 0,
              borderColor: 'divider',
              transition: theme.transitions.create('width', {
                easing: theme.transitions.easing.sharp,
                duration: open ? theme.transitions.duration.enteringScreen : theme.transitions.duration.leavingScreen,
              }),
            })
          : undefined
      }
      slotProps={{ paper: { sx: { width: SIDEBAR_WIDTH, boxSizing: 'border-box' } } }}
    >
      {/* Room for the top bar, which stays above the sidebar. */}
      <Toolbar />
      <Divider />
      <Box component="nav" aria-label={t('nav.mainMenu')} sx={{ overflowY: 'auto', flex: 1 }}>
        <List component="ul">{items.map((node) => renderNode(node, 0))}</List>
        <Divider />
        <List component="ul">
          <Box component="li" sx={{ listStyle: 'none' }}>
            <ListItemButton onClick={onLogout} data-testid="menu-logout" sx={{ pl: 2 }}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary={t('nav.logout')} />
            </ListItemButton>
          </Box>
        </List>
      </Box>
      <AppLinks />
    </Drawer>
  );
}
