import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ReactNode } from 'react';
import { ScreenTitle } from './screen-title.tsx';

/**
 * The head of a screen of a server-paged list (the users, the evaluations, the performance panel): the
 * title with the number of rows beside it once known, and the screen's actions at the other end.
 */
export function ListScreenHead({ title, count, countTestId, actions }: { title: string; count: number | undefined; countTestId: string; actions?: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <ScreenTitle title={title} />
        {count !== undefined && <Chip label={count} size="small" data-testid={countTestId} />}
      </Box>
      {actions}
    </Box>
  );
}
