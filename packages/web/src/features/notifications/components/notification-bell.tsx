import NotificationsActive from '@mui/icons-material/NotificationsActive';
import NotificationsNone from '@mui/icons-material/NotificationsNone';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import type { Notification } from '@performa/contracts/api/auth';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNotifications } from '../api/get-notifications.ts';
import { useReadAllNotifications } from '../api/read-all-notifications.ts';
import { useReadNotification } from '../api/read-notification.ts';
import { useNotificationText } from './notification-text.ts';
import { formatMoment } from '../../../lib/dates.ts';

const MAX_BADGE = 99;

/**
 * The bell (docs/product.md §2.9, §7.2): highlighted, with the unread count on a badge, when there are unread
 * notifications. It opens the caller's notifications, newest first, a page at a time; opening one marks it
 * read and follows its link; "Mark all read" marks every one.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const headingId = useId();
  const count = notifications.data?.pages[0]?.count ?? 0;
  const items = notifications.data?.pages.flatMap((page) => page.results) ?? [];
  const highlighted = count > 0;
  const readAll = useReadAllNotifications();
  // The name says what the badge shows ("99+" beyond 99), so that the visible text is part of it.
  const label = highlighted ? t('topBar.unreadNotifications', { count: count > MAX_BADGE ? `${MAX_BADGE}+` : count }) : t('topBar.notifications');

  return (
    <>
      <IconButton
        color={highlighted ? 'primary' : 'default'}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
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
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': headingId, sx: { width: 380, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' } } as object }}
        data-testid="notification-list"
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, px: 2, py: 1 }}>
          <Typography variant="h6" component="h2" id={headingId}>
            {t('notifications.title')}
          </Typography>
          <Button size="small" onClick={() => readAll.mutate()} disabled={!highlighted || readAll.isPending} data-testid="notifications-read-all">
            {t('notifications.markAllRead')}
          </Button>
        </Box>
        <Divider />
        {notifications.isError && items.length === 0 ? (
          <Typography color="error.dark" sx={{ p: 2 }}>
            {t('notifications.loadFailed')}
          </Typography>
        ) : items.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }} data-testid="notifications-empty">
            {notifications.isPending ? t('common.loading') : t('notifications.empty')}
          </Typography>
        ) : (
          <List dense disablePadding>
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onOpened={() => setAnchor(null)} />
            ))}
          </List>
        )}
        {notifications.hasNextPage && (
          <Box sx={{ p: 1, textAlign: 'center' }}>
            <Button
              size="small"
              onClick={() => void notifications.fetchNextPage()}
              disabled={notifications.isFetchingNextPage}
              data-testid="notifications-more"
            >
              {t('notifications.more')}
            </Button>
          </Box>
        )}
      </Popover>
    </>
  );
}

function NotificationItem({ notification, onOpened }: { notification: Notification; onOpened: () => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const read = useReadNotification();
  const text = useNotificationText()(notification);
  const when = formatMoment(notification.created_at, i18n.language);
  const open = () => {
    if (!notification.is_read) read.mutate(notification.id);
    onOpened();
    // Links are the app's own paths (e.g. /evaluate).
    if (notification.link?.startsWith('/')) void navigate(notification.link);
  };
  // A list holds list items only: the button is inside its item.
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        onClick={open}
        sx={{ alignItems: 'flex-start', bgcolor: notification.is_read ? undefined : 'action.hover' }}
        data-testid={`notification-${notification.id}`}
        data-read={notification.is_read}
      >
        <ListItemText
          primary={
            <>
              {!notification.is_read && (
                <Box component="span" sx={{ position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                  {`${t('notifications.unread')}: `}
                </Box>
              )}
              {text.title}
            </>
          }
          secondary={
            <>
              <Box component="span" sx={{ display: 'block', whiteSpace: 'normal' }}>
                {text.body}
              </Box>
              <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
                {when}
              </Box>
            </>
          }
          slotProps={{ primary: { sx: { fontWeight: notification.is_read ? 400 : 700, whiteSpace: 'normal' } } }}
        />
      </ListItemButton>
    </ListItem>
  );
}
