import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import type { ReactNode } from 'react';
import { ServerPager } from '../../../components/ui/server-grid.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { PAGE_SIZES } from '../../../lib/list-params.ts';

/** A report's table: it scrolls sideways with its first column fixed when it does not fit (§7.2). */
export function ReportTable({ label, minWidth, testId, children }: { label: string; minWidth: number; testId: string; children: ReactNode }) {
  return (
    <ScrollTable label={label} minWidth={minWidth}>
      <Table size="small" data-testid={testId}>
        {children}
      </Table>
    </ScrollTable>
  );
}

/** A number cell, aligned right and kept on one line. */
export const NumberCell = ({ children, testId }: { children: ReactNode; testId?: string }) => (
  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid={testId}>
    {children}
  </TableCell>
);

/** The pager under a report's list: the answer's count, the list's page and size in the URL. */
export function ReportPager({
  count,
  list,
  testId,
}: {
  count: number | undefined;
  list: { params: { page: number; size: number }; setPage: (page: number, size: number) => void };
  testId: string;
}) {
  return <ServerPager count={count ?? 0} page={list.params.page} size={list.params.size} sizes={PAGE_SIZES} onPage={list.setPage} testId={testId} />;
}

/** The colours of a scale's grades, lowest (red) to highest (green), for `count` grades. */
const GRADE_PALETTE = ['#c62828', '#ef6c00', '#f9a825', '#9e9d24', '#558b2f', '#2e7d32', '#1b5e20'];
export function gradeColours(count: number): string[] {
  if (count <= 1) return [GRADE_PALETTE[5]!];
  return Array.from({ length: count }, (_, i) => GRADE_PALETTE[Math.round((i / (count - 1)) * (GRADE_PALETTE.length - 1))]!);
}
