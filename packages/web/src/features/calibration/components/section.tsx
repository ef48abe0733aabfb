import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';

/** One part of the calibration tab: a titled panel with optional actions beside the title. */
export function Section({ title, actions, testId, children }: { title: string; actions?: ReactNode; testId: string; children: ReactNode }) {
  return (
    <SectionPanel title={title} level="h3" actions={actions} testId={testId}>
      {children}
    </SectionPanel>
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
