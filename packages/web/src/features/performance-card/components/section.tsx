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

/** The outline of the card's tables (as an outlined panel's). */
export const FRAME = { border: 1, borderColor: 'divider', borderRadius: 1 } as const;
