import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { Pager } from './pager.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';

/** The read of one page of a paged list of the tab. */
export interface PageQuery<T> {
  data?: { results: readonly T[]; count: number; page: number; page_size: number };
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A paged table of the tab (people, rater patterns): a failed first read with Retry; once read, `none`
 * for an empty page, else the table (scrolling sideways below `minWidth`) with the pager under it.
 */
export function PagedTable<T>({
  query,
  none,
  minWidth,
  head,
  children,
  onPage,
  testId,
  label,
}: {
  /** What the table lists (the name of its scrolling region). */
  label: string;
  query: PageQuery<T>;
  none: string;
  minWidth: number;
  /** The cells of the head row. */
  head: ReactNode;
  /** The body rows of the page's results. */
  children: (results: readonly T[]) => ReactNode;
  onPage: (page: number, size: number) => void;
  /** Of the pager. */
  testId: string;
}) {
  const data = query.data;
  if (!data) return query.isError ? <LoadFailed onRetry={() => void query.refetch()}>{errorMessage(query.error, 'errors.fetchFailed')}</LoadFailed> : null;
  if (data.results.length === 0) return <Typography color="text.secondary">{none}</Typography>;
  return (
    <>
      <ScrollTable label={label} minWidth={minWidth}>
        <Table size="small">
          <TableHead>
            <TableRow>{head}</TableRow>
          </TableHead>
          <TableBody>{children(data.results)}</TableBody>
        </Table>
      </ScrollTable>
      <Pager count={data.count} page={data.page} size={data.page_size} onPage={onPage} testId={testId} />
    </>
  );
}

/** The first cell of a row of people: the name, and below it what tells them apart (number, position, department). */
export function NameCell({ name, details }: { name: string; details: readonly (string | null | undefined)[] }) {
  return (
    <TableCell sx={{ minWidth: '10rem' }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {name}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {details.filter(Boolean).join(' · ')}
      </Typography>
    </TableCell>
  );
}
