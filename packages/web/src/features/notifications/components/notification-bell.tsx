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

/** The bell: highlighted, with the count on a badge, when there are unread notifications. */
export function NotificationBell() {
  const { t } = useTranslation();
  const { data } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = data?.count ?? 0;
  const highlighted = count > 0;
  const label = highlighted ? t('topBar.unreadNotifications', { count }) : t('topBar.notifications');

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
        <Badge badgeContent={count} color="error" max={99}>
          {highlighted ? <NotificationsActive /> : <NotificationsNone />}
        </Badge>
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
