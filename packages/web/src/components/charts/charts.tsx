import type { Theme } from '@mui/material/styles';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { formatNumber, percentText, scoreText } from '../../lib/numbers.ts';
import { barsHeight, COLUMNS_HEIGHT } from './sizes.ts';

/**
 * The charts of the dashboards and reports (docs/product.md §7.9, §7.10). This module is loaded on first use
 * (React.lazy in lazy-charts.ts): the charts library stays out of a screen's first paint. Each chart is a picture
 * of the table beside it (components/ui/chart-figure.tsx), so it carries no texts of its own but its
 * axes and legend, and no keyboard navigation: inside the figure's image, a focus stop of its own would
 * be a control nested in an image (axe: nested-interactive), and the table reads the same values. Nor do
 * they animate: a chart is drawn at once as it is, so that a picture taken of it (a report's PNG) is whole.
 */

/** What every chart shares: no keyboard navigation of its own and no animation (above). */
const STILL = { disableKeyboardNavigation: true, skipAnimation: true } as const;

/** The axis of named columns (bars) or points (a line), its labels small. */
const namesAxis = (scaleType: 'band' | 'point', names: string[]) => ({ scaleType, data: names, tickLabelStyle: { fontSize: 12 } });

/** The width of the names beside horizontal bars: narrower on a phone, where the figure scrolls sideways. */
function useNameWidth() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return phone ? 110 : 170;
}

const count = (value: number | null) => (value === null ? '—' : formatNumber(value, { max: 0 }));

export interface ProgressBar {
  name: string;
  done: number;
  total: number;
}

/** Done of total per row (a party, a department): horizontal bars of what is done and what is still to do, stacked. */
export function ProgressChart({ rows, doneLabel, leftLabel }: { rows: readonly ProgressBar[]; doneLabel: string; leftLabel: string }) {
  const theme = useTheme();
  const nameWidth = useNameWidth();
  return (
    <BarChart
      {...STILL}
      height={barsHeight(rows.length)}
      layout="horizontal"
      dataset={rows.map((row) => ({ name: row.name, done: row.done, left: Math.max(0, row.total - row.done) }))}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: nameWidth, tickLabelStyle: { fontSize: 12 } }]}
      xAxis={[{ min: 0, tickMinStep: 1 }]}
      series={[
        { dataKey: 'done', stack: 'progress', label: doneLabel, color: theme.palette.primary.main, valueFormatter: count },
        { dataKey: 'left', stack: 'progress', label: leftLabel, color: theme.palette.grey[300], valueFormatter: count },
      ]}
      grid={{ vertical: true }}
      margin={{ right: 16 }}
    />
  );
}

export interface GradeColumn {
  name: string;
  share: number;
  target: number | null;
}

/** The share of people per grade against the target share (percent). */
export function GradeChart({ grades, shareLabel, targetLabel }: { grades: readonly GradeColumn[]; shareLabel: string; targetLabel: string }) {
  const theme = useTheme();
  const top = Math.max(0, ...grades.flatMap((g) => [g.share, g.target ?? 0]));
  return (
    <BarChart
      {...STILL}
      height={COLUMNS_HEIGHT}
      xAxis={[
        namesAxis(
          'band',
          grades.map((g) => g.name),
        ),
      ]}
      yAxis={[
        { min: 0, max: Math.min(100, Math.max(10, Math.ceil(top / 10) * 10)), width: 44, valueFormatter: (v: number) => `${formatNumber(v, { max: 0 })} %` },
      ]}
      series={[
        { data: grades.map((g) => g.share), label: shareLabel, color: theme.palette.primary.main, valueFormatter: (v: number | null) => percentText(v) },
        { data: grades.map((g) => g.target), label: targetLabel, color: theme.palette.grey[500], valueFormatter: (v: number | null) => percentText(v) },
      ]}
      margin={{ right: 8 }}
    />
  );
}

export interface MeanBar {
  name: string;
  mean: number | null;
}

/** A mean score (0–100) per row (a top-level department): horizontal bars. */
export function MeanChart({ rows, label }: { rows: readonly MeanBar[]; label: string }) {
  const theme = useTheme();
  const nameWidth = useNameWidth();
  return (
    <BarChart
      {...STILL}
      height={barsHeight(rows.length)}
      layout="horizontal"
      dataset={rows.map((row) => ({ name: row.name, mean: row.mean }))}
      yAxis={[{ scaleType: 'band', dataKey: 'name', width: nameWidth, tickLabelStyle: { fontSize: 12 } }]}
      xAxis={[{ min: 0, max: 100 }]}
      series={[{ dataKey: 'mean', label, color: theme.palette.secondary.main, valueFormatter: (v: number | null) => scoreText(v) }]}
      grid={{ vertical: true }}
      margin={{ right: 16 }}
    />
  );
}

/** The project's mean period score per period, oldest first: a line (a gap where a period has no score). */
export function TrendChart({ points, label }: { points: readonly MeanBar[]; label: string }) {
  const theme = useTheme();
  return (
    <LineChart
      {...STILL}
      height={COLUMNS_HEIGHT}
      xAxis={[
        namesAxis(
          'point',
          points.map((p) => p.name),
        ),
      ]}
      yAxis={[{ min: 0, max: 100, width: 40 }]}
      series={[
        { data: points.map((p) => p.mean), label, showMark: true, color: theme.palette.primary.main, valueFormatter: (v: number | null) => scoreText(v) },
      ]}
      grid={{ horizontal: true }}
      margin={{ right: 24 }}
    />
  );
}

export interface ShareRow {
  name: string;
  /** Percent per series, in the order of the series. */
  shares: ReadonlyArray<number | null>;
}

/**
 * Each row's shares (percent, summing to 100) across the series (the grades of a scale), as horizontal bars
 * stacked to 100 %: one bar per row (a department, the targets), the series coloured from `colours`.
 */
export function StackedShareChart({ rows, series, colours }: { rows: readonly ShareRow[]; series: readonly string[]; colours: readonly string[] }) {
  const nameWidth = useNameWidth();
  return (
    <BarChart
      {...STILL}
      height={barsHeight(rows.length) + 24}
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: rows.map((r) => r.name), width: nameWidth, tickLabelStyle: { fontSize: 12 } }]}
      xAxis={[{ min: 0, max: 100, valueFormatter: (v: number) => `${formatNumber(v, { max: 0 })} %` }]}
      series={series.map((label, i) => ({
        data: rows.map((r) => r.shares[i] ?? 0),
        label,
        stack: 'share',
        color: colours[i % colours.length],
        valueFormatter: (v: number | null) => percentText(v),
      }))}
      margin={{ right: 32 }}
    />
  );
}

export interface CountColumn {
  name: string;
  count: number;
}

/** A count per column (people, evaluators): vertical bars. */
export function CountChart({ columns, label }: { columns: readonly CountColumn[]; label: string }) {
  const theme = useTheme();
  return (
    <BarChart
      {...STILL}
      height={COLUMNS_HEIGHT}
      xAxis={[
        namesAxis(
          'band',
          columns.map((c) => c.name),
        ),
      ]}
      yAxis={[{ min: 0, tickMinStep: 1, width: 44 }]}
      series={[{ data: columns.map((c) => c.count), label, color: theme.palette.primary.main, valueFormatter: count }]}
      margin={{ right: 8 }}
    />
  );
}
