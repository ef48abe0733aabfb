import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One part of the calibration tab: a titled panel with optional actions beside the title. */
export function Section({ title, actions, testId, children }: { title: string; actions?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid={testId}
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}

/** A table that scrolls sideways on a narrow screen rather than squeezing its columns. */
export function Scroll({ children, minWidth = 520 }: { children: ReactNode; minWidth?: number }) {
  return (
    <Box tabIndex={0} sx={{ overflowX: 'auto', '& table': { minWidth } }}>
      {children}
    </Box>
  );
}
