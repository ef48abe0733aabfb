import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';

/** The ranks held by more than one person of a ranked list (ties: competition ranking, 1, 2, 2, 4). */
export function sharedRanks(rows: ReadonlyArray<{ rank: number }>): Set<number> {
  const seen = new Set<number>();
  const shared = new Set<number>();
  for (const row of rows) (seen.has(row.rank) ? shared : seen).add(row.rank);
  return shared;
}

/**
 * A rank of a ranked list (docs/product.md §7.9): a rank several people share is marked "=5", with its
 * meaning as the title; the same in every list (the admin's top 10, a department's top 10).
 */
export function Rank({ rank, tied, testId }: { rank: number; tied: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      title={tied ? t('common.sharedRank', { rank }) : undefined}
      data-testid={testId}
      data-tied={tied}
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
    >
      {tied ? `=${rank}` : rank}
    </Box>
  );
}
