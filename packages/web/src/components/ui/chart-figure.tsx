import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Suspense, useId, useState, type ReactNode } from 'react';

export type ChartView = 'chart' | 'table';

export interface ChartFigureProps {
  /** What the chart shows: the figure's caption, which names the chart (an image) and the switch. */
  title: string;
  /**
   * The chart: a picture of the table, read by screen readers as one image named by the title. It may be a
   * lazily loaded component (React.lazy): it loads inside a Suspense here, its height kept meanwhile.
   */
  chart: ReactNode;
  /** The same figures as a table (a ScrollTable: it scrolls sideways itself when it does not fit). */
  table: ReactNode;
  /** The chart's height in pixels, kept while it loads. */
  height: number;
  /** The chart's least width: below it the chart scrolls sideways in its own box instead of squeezing its labels. */
  minWidth?: number;
  /** The switch's texts: the two views ("Chart", "Table"). */
  labels: Record<ChartView, string>;
  /** The view shown first; the chart by default. */
  initialView?: ChartView;
  /** `<testId>` on the figure, `<testId>-chart` on the chart's image, `<testId>-view-chart|table` on the switch's buttons. */
  testId: string;
}

/**
 * A chart with its text alternative (docs/product.md §7.2): a captioned figure whose switch shows the chart or
 * the same figures as a table. The chart sits in a box of its own that scrolls sideways on a narrow screen
 * (from `minWidth`), so that nothing of it is cut, and waits for a lazily loaded chart without moving the page.
 */
export function ChartFigure({ title, chart, table, height, minWidth = 0, labels, initialView = 'chart', testId }: ChartFigureProps) {
  const [view, setView] = useState<ChartView>(initialView);
  const captionId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} data-testid={testId} sx={{ m: 0, minWidth: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography component="figcaption" id={captionId} variant="subtitle2">
          {title}
        </Typography>
        <ToggleButtonGroup size="small" exclusive value={view} onChange={(_event, next: ChartView | null) => next && setView(next)} aria-labelledby={captionId}>
          {(['chart', 'table'] as const).map((option) => (
            <ToggleButton key={option} value={option} data-testid={`${testId}-view-${option}`} sx={{ py: 0.25, px: 1.25 }}>
              {labels[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Box>
      {view === 'chart' ? (
        <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={{ overflowX: 'auto', minWidth: 0 }}>
          <Box role="img" aria-labelledby={captionId} data-testid={`${testId}-chart`} sx={{ minWidth, width: '100%' }}>
            <Suspense fallback={<Skeleton variant="rounded" height={height} />}>{chart}</Suspense>
          </Box>
        </Box>
      ) : (
        table
      )}
    </Box>
  );
}
