import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scoreText } from '../../../lib/numbers.ts';
import type { TrendPoint } from './results-trend.ts';

/** Room per point on the time axis: below it, the chart scrolls sideways in its box instead of squeezing its labels. */
const POINT_WIDTH = 88;

/**
 * The person's round and period scores over time as lines (docs/product.md §7.9). A picture of the table
 * that follows it (which screen readers read): to them it is one image named by its caption.
 */
export function ResultsChart({ points }: { points: readonly TrendPoint[] }) {
  const { t } = useTranslation();
  const captionId = useId();
  const scores = points.flatMap((p) => (p.periodScore === null ? [p.roundScore] : [p.roundScore, p.periodScore]));
  const top = Math.ceil(Math.max(100, ...scores) / 10) * 10;
  const format = (value: number | null) => scoreText(value);
  return (
    <Box component="figure" aria-labelledby={captionId} data-testid="dashboard-results-chart" sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" id={captionId} variant="body2" color="text.secondary">
        {t('userDashboard.results.chart')}
      </Typography>
      <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={{ overflowX: 'auto', overflowY: 'hidden' }}>
        <Box role="img" aria-labelledby={captionId} sx={{ minWidth: Math.max(280, points.length * POINT_WIDTH) }}>
          <LineChart
            disableKeyboardNavigation
            height={260}
            xAxis={[
              {
                scaleType: 'point',
                data: points.map((_, index) => index),
                valueFormatter: (index: number, context) => {
                  const point = points[index];
                  if (!point) return '';
                  return context.location === 'tick' ? point.round : `${point.period} · ${point.round}`;
                },
              },
            ]}
            yAxis={[{ min: 0, max: top, width: 40 }]}
            series={[
              { label: t('userDashboard.results.roundScore'), data: points.map((p) => p.roundScore), showMark: true, valueFormatter: format },
              {
                label: t('userDashboard.results.periodScore'),
                data: points.map((p) => p.periodScore),
                connectNulls: true,
                showMark: true,
                valueFormatter: format,
              },
            ]}
            grid={{ horizontal: true }}
            margin={{ right: 16 }}
          />
        </Box>
      </Box>
    </Box>
  );
}
