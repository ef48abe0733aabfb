import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

/** Whole percent of `done` in `total` (0 for none). */
export const percentOf = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));

export interface ProgressLineProps {
  /** What is counted (a department, a party). */
  label: string;
  done: number;
  total: number;
  /** The count as text beside the label ("12 of 20"), in the reader's language. */
  countText: string;
  testId: string;
}

/**
 * One line of progress: a label and its count above a bar named by both. The label wraps between words
 * and the count keeps its line, so neither is cut (docs/product.md §7.2).
 */
export function ProgressLine({ label, done, total, countText, testId }: ProgressLineProps) {
  const value = percentOf(done, total);
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography variant="body2" sx={{ minWidth: 0 }}>
          {label}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-count`}>
          {countText}
        </Typography>
      </Box>
      <LinearProgress variant="determinate" value={value} aria-label={`${label}: ${countText}`} sx={{ height: 8, borderRadius: 4, mt: 0.5 }} />
    </Box>
  );
}
