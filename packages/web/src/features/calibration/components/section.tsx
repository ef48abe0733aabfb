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
