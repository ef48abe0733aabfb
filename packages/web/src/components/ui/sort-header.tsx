import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import type { Sort } from '../../lib/list-params.ts';

/** A column header of a table the server sorts: sorts by `field` (a second click reverses it). */
export function SortHeader<O extends string>({
  field,
  sort,
  onSort,
  children,
  testId,
  ...cell
}: {
  field: O;
  sort: Sort<O>;
  onSort: (sort: Sort<O>) => void;
  children: ReactNode;
  testId: string;
} & Omit<TableCellProps, 'children'>) {
  const active = sort.field === field;
  return (
    <TableCell {...cell} sortDirection={active ? sort.direction : false}>
      <TableSortLabel
        active={active}
        direction={active ? sort.direction : 'asc'}
        onClick={() => onSort({ field, direction: active && sort.direction === 'asc' ? 'desc' : 'asc' })}
        data-testid={testId}
      >
        {children}
      </TableSortLabel>
    </TableCell>
  );
}
