import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SectionPanelProps {
  title: string;
  /** The heading's level on its page. */
  level: 'h2' | 'h3';
  /** Beside the title (buttons, a select). */
  actions?: ReactNode;
  /** Keeps the panel on one printed page where it can (the performance card). */
  avoidPageBreak?: boolean;
  testId: string;
  children: ReactNode;
}

/** A titled part of a page (the calibration tab, the performance card): an outlined section named by its title, its parts in a column. */
export function SectionPanel({ title, level, actions, avoidPageBreak = false, testId, children }: SectionPanelProps) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-label={title}
      data-testid={testId}
      sx={{
        p: { xs: 1.5, sm: 2.5 },
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        minWidth: 0,
        ...(avoidPageBreak ? { breakInside: 'avoid-page' } : {}),
      }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="h6" component={level}>
          {title}
        </Typography>
        {actions}
      </Box>
      {children}
    </Paper>
  );
}
