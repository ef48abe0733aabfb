import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A list to pick from beside (on phones: above) the picked item's details. */
export function MasterDetail({ master, detail, hint }: { master: ReactNode; detail: ReactNode | null; hint: string }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' }, alignItems: 'start' }}>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        {master}
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
        {detail ?? (
          <Typography color="text.secondary" data-testid="detail-hint">
            {hint}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}
