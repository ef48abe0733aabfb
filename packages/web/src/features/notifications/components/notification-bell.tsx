import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotifications } from '../api/get-notifications.ts';

const MAX_BADGE = 99;

/** The bell: highlighted, with the count on a badge, when there are unread notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = data?.count ?? 0;
  const highlighted = count > 0;
  // The name says what the badge shows ("99+" beyond 99), so that the visible text is part of it.
  const label = highlighted ? t('topBar.unreadNotifications', { count: count > MAX_BADGE ? `${MAX_BADGE}+` : count }) : t('topBar.notifications');

  return (
    <>
      <IconButton
        color={highlighted ? 'primary' : 'default'}
        aria-label={label}
        title={label}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="notification-bell"
        data-highlighted={highlighted}
      >
        {/* No badge at all without unread ones: a hidden "0" would be text the button's name does not say. */}
        {highlighted ? (
          <Badge badgeContent={count} color="error" max={MAX_BADGE}>
            <NotificationsActive />
          </Badge>
        ) : (
          <NotificationsNone />
        )}
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} slotProps={{ paper: { sx: { maxWidth: 360 } } }}>
        {data && data.results.length > 0 ? (
          data.results.map((notification) => (
            <MenuItem key={notification.id} onClick={() => setAnchor(null)} sx={{ whiteSpace: 'normal' }}>
              <ListItemText primary={notification.title} secondary={notification.body} />
            </MenuItem>
          ))
        ) : (
          <MenuItem disabled>{t('topBar.noNotifications')}</MenuItem>
        )}
      </Menu>
    </>
  );
}
