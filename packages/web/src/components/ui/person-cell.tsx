import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { initials } from '../../lib/initials.ts';

/** The person a list cell shows (an evaluatee, an evaluator, an employee of the results). */
export interface CellPerson {
  full_name: string;
  image?: string | null;
  position?: { name: string } | null;
}

/**
 * A person in a list cell (the evaluations grid, the performance panel): avatar, name (a link when `to`
 * is given) and below it the caption, by default the position.
 */
export function PersonCell({ person, caption, to, testId }: { person: CellPerson; caption?: string; to?: string; testId: string }) {
  const below = caption ?? person.position?.name;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, height: '100%' }}>
      <Avatar src={person.image ?? undefined} alt="" sx={{ width: 28, height: 28, fontSize: 12, bgcolor: 'secondary.main' }}>
        {initials(person.full_name)}
      </Avatar>
      <Box sx={{ minWidth: 0, lineHeight: 1.3 }}>
        {to ? (
          <Link component={RouterLink} to={to} underline="hover" noWrap sx={{ fontWeight: 600, display: 'block' }} data-testid={testId}>
            {person.full_name}
          </Link>
        ) : (
          <Typography variant="body2" noWrap data-testid={testId}>
            {person.full_name}
          </Typography>
        )}
        {below && (
          <Typography variant="caption" color="text.secondary" noWrap sx={{ display: 'block' }}>
            {below}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
