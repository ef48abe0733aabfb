import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { initials } from '../../lib/initials.ts';
import { useSession } from '../../lib/session.ts';

/** The signed-in user's avatar and full name (the name is hidden on phones). */
export function UserAvatar() {
  const user = useSession((s) => s.user);
  return (
    <Box data-testid="user-avatar" sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Avatar src={user.image ?? undefined} alt={user.full_name} sx={{ bgcolor: 'secondary.main', width: 36, height: 36, fontSize: 15 }}>
        {initials(user.full_name)}
      </Avatar>
      <Typography data-testid="user-full-name" noWrap sx={{ display: { xs: 'none', md: 'block' }, fontWeight: 600, maxWidth: 200 }}>
        {user.full_name}
      </Typography>
    </Box>
  );
}
