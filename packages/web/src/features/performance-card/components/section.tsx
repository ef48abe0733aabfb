import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';

/** One part of the card: a titled panel that a printed page does not cut in two where it can help it. */
export function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <SectionPanel title={title} level="h2" avoidPageBreak testId={testId}>
      {children}
    </SectionPanel>
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
