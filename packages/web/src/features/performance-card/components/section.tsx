import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One part of the card: a titled panel that a printed page does not cut in two where it can help it. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid={testId}
      sx={{ p: { xs: 1.5, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0, breakInside: 'avoid-page' }}
    >
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** A table that scrolls sideways on a narrow screen rather than squeezing its columns. */
export function Scroll({ children, minWidth = 560 }: { children: ReactNode; minWidth?: number }) {
  return (
    <Paper
      variant="outlined"
      tabIndex={0}
      sx={{ overflowX: 'auto', '& table': { minWidth }, '@media print': { overflow: 'visible', '& table': { minWidth: 0 } } }}
    >
      {children}
    </Paper>
  );
}
