import TableCell, { type TableCellProps } from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { ReactNode } from 'react';
import type { PanelOrdering, PanelParams } from '../hooks/use-panel-params.ts';

/** A column header that sorts the panel's page on the server by `field` (a second click reverses it). */
export function SortHeader({
  field,
  sort,
  onSort,
  children,
  testId,
  ...cell
}: {
  field: PanelOrdering;
  sort: PanelParams['sort'];
  onSort: (sort: PanelParams['sort']) => void;
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
