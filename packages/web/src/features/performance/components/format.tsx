import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { BOX_THRESHOLDS, type GradeRange } from '@performa/contracts/api/results';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@performa/contracts/i18n/languages';
import { formatDay } from '../../../lib/dates.ts';
import { fractionPercentText, normText, numberText, scoreText } from '../../../lib/numbers.ts';

/** The pages of one employee's results (docs/product.md §7). */
export const skillPerformancePath = (employee: number, period: number) => `/user-skill-performance/${employee}?period=${period}`;
export const goalPerformancePath = (employee: number, period: number) => `/user-goal-performance/${employee}?period=${period}`;
export const performanceCardPath = (employee: number, period: number) => `/performance-card/${employee}/${period}`;

/** Scores with 2 decimals in the UI language (the API already rounds, docs/product.md §4), "—" without one (lib/numbers.ts). */
export function useScoreFormat() {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : undefined;
  return {
    /** A score: 80.00, or — for none. */
    score: (value: number | null | undefined) => scoreText(value, language),
    /** A plain number (a weight, a target): 60, 2.5, or — for none. */
    number: (value: number | null | undefined) => numberText(value, language),
    /** A competency's norm on its scale with the score it counts as: 4 (80.00), or — for none. */
    norm: (norm: number | null, normScore: number | null) => normText(norm, normScore, language),
    /** A fraction as percent: 0.25 → 25 %. */
    percent: (fraction: number | null | undefined) => fractionPercentText(fraction, language),
    /** A day of a round or period. */
    day: (date: string) => formatDay(date, i18n.language),
  };
}

/** Tints of a score's level (the 9-box's thresholds, docs/product.md §5.7): text stays black, so it keeps its contrast. */
const TINTS = { low: '#ffd9d9', medium: '#fff1b8', high: '#d3f5d3' } as const;
export type ScoreLevel = keyof typeof TINTS;

export const levelOf = (score: number | null): ScoreLevel | null =>
  score === null ? null : score >= BOX_THRESHOLDS.high ? 'high' : score >= BOX_THRESHOLDS.medium ? 'medium' : 'low';

export const tintOf = (score: number | null): string | undefined => {
  const level = levelOf(score);
  return level ? TINTS[level] : undefined;
};

/** The tint of a grade: by its place on the final score scale (lowest red, middle amber, top green). */
function gradeTint(grades: readonly GradeRange[], grade: string): string | undefined {
  const index = grades.findIndex((g) => g.response === grade);
  if (index < 0 || grades.length < 2) return undefined;
  const place = index / (grades.length - 1);
  return place < 1 / 3 ? TINTS.low : place < 2 / 3 ? TINTS.medium : TINTS.high;
}

/** A grade (docs/product.md §4.11) as a chip coloured by its place on the scale; "—" without one. */
export function GradeChip({ grade, grades, testId }: { grade: string | null; grades: readonly GradeRange[]; testId?: string }) {
  if (grade === null)
    return (
      <Typography component="span" variant="body2" data-testid={testId}>
        —
      </Typography>
    );
  const tint = gradeTint(grades, grade);
  return (
    <Chip
      size="small"
      label={grade}
      title={grade}
      data-testid={testId}
      sx={{ bgcolor: tint ?? 'grey.200', color: 'common.black', fontWeight: 600, maxWidth: '100%' }}
    />
  );
}

/** A score on a tint of its level. */
export function ScoreCell({ score, testId }: { score: number | null; testId?: string }) {
  const { score: formatScore } = useScoreFormat();
  return (
    <Box
      component="span"
      data-testid={testId}
      data-level={levelOf(score) ?? 'none'}
      sx={{
        display: 'inline-block',
        alignSelf: 'center',
        lineHeight: 1.5,
        px: 0.75,
        py: 0.25,
        borderRadius: 1,
        bgcolor: tintOf(score),
        color: 'common.black',
        fontVariantNumeric: 'tabular-nums',
      }}
    >
      {formatScore(score)}
    </Box>
  );
}
