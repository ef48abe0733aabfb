import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { EvaluationKind, ProposalRow } from '@performa/contracts/api/evaluations';
import { useTranslation } from 'react-i18next';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { SortHeader } from '../../../components/ui/sort-header.tsx';
import { stickyColumnSx } from '../../../components/ui/sticky-column.ts';
import type { Sort } from '../../../lib/list-params.ts';
import { lineMatches, proposalLines, type LineFilter, type ProposalLine } from './proposal-changes.ts';
import type { ProposalEdit } from './proposal-edit-dialog.tsx';
import { ProposalRowView } from './proposal-row.tsx';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';

/** The columns the preview sorts its evaluatees by (the server's ordering, `-` for descending). */
export type ProposalSortField = 'evaluatee' | 'department';

export interface ProposalTableProps {
  /** The page's evaluatees. */
  rows: readonly ProposalRow[];
  kinds: readonly EvaluationKind[];
  filter: LineFilter;
  sort: Sort<ProposalSortField>;
  onSort: (sort: Sort<ProposalSortField>) => void;
  loading: boolean;
  /** What an empty page says (nobody to evaluate, or nobody found). */
  emptyText: string;
  onRemove: (line: ProposalLine) => void;
  onEdit: (edit: ProposalEdit) => void;
}

/**
 * A page of a bulk preview as a table (docs/product.md §5.4): one row per proposed evaluation, grouped
 * by evaluatee, the evaluatee's column kept in view while the others scroll sideways (a phone). With a
 * party or evaluator filter, only the evaluations that match show (the server sends the evaluatees that
 * have one, with all their evaluators).
 */
export function ProposalTable({ rows, kinds, filter, sort, onSort, loading, emptyText, onRemove, onEdit }: ProposalTableProps) {
  const { t } = useTranslation();
  const filtered = filter.party !== null || filter.evaluator !== null;
  const columns = kinds.length > 1 ? 5 : 4;
  const groups = rows
    .map((row) => ({ row, lines: proposalLines(row, kinds).filter((line) => lineMatches(line, filter)) }))
    .filter((group) => !filtered || group.lines.length > 0);

  return (
    // The evaluatee's cell spans their rows: it is the one kept in view (not each row's first cell).
    <ScrollTable
      label={t('evaluations.bulk.table')}
      minWidth={kinds.length > 1 ? 860 : 760}
      stickyFirst={false}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table size="small" aria-label={t('evaluations.bulk.table')} aria-busy={loading} data-testid="bulk-rows">
        <TableHead>
          <TableRow>
            <SortHeader field="evaluatee" sort={sort} onSort={onSort} testId="bulk-sort-evaluatee" sx={{ ...stickyColumnSx, zIndex: 3 }}>
              {t('evaluations.columns.evaluatee')}
            </SortHeader>
            <SortHeader field="department" sort={sort} onSort={onSort} testId="bulk-sort-department">
              {t('evaluations.columns.department')}
            </SortHeader>
            {kinds.length > 1 && <TableCell>{t('evaluations.columns.kind')}</TableCell>}
            <TableCell>{t('evaluations.columns.party')}</TableCell>
            <TableCell>{t('evaluations.columns.evaluator')}</TableCell>
            <TableCell>{t('evaluations.columns.status')}</TableCell>
            <TableCell align="right">{t('common.actions')}</TableCell>
          </TableRow>
        </TableHead>
        {groups.map(({ row, lines }) => (
          <ProposalRowView key={row.evaluatee.id} row={row} lines={lines} kinds={kinds} columns={columns} onRemove={onRemove} onEdit={onEdit} />
        ))}
        {groups.length === 0 && !loading && (
          <TableBody>
            <EmptyRow colSpan={columns + 2} text={emptyText} />
          </TableBody>
        )}
      </Table>
    </ScrollTable>
  );
}
