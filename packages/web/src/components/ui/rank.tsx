import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { TiedGroup } from '@performa/contracts/api/dashboards';
import { formatNumber, scoreText } from '../../lib/numbers.ts';
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

/**
 * The last row of a ranked list whose next rank is shared by more people than the list holds (docs/product.md
 * §7.9): the tie is counted, not cut.
 */
export function TiedRow({ tied, columns, testId }: { tied: TiedGroup; columns: number; testId: string }) {
  const { t } = useTranslation();
  return (
    <TableRow data-testid={testId}>
      <TableCell colSpan={columns} sx={{ color: 'text.secondary' }}>
        <Box component="span" sx={{ fontWeight: 700, mr: 1 }}>
          ={tied.rank}
        </Box>
        {t('common.tiedGroup', { count: formatNumber(tied.count, { max: 0 }), score: scoreText(tied.score) })}
      </TableCell>
    </TableRow>
  );
}
