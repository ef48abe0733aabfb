import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { SERVER_GRID_PROPS } from './server-grid.tsx';

/**
 * A list the server pages and sorts (the users, the evaluations, the performance panel's results) in its
 * frame, the pager below: a DataGrid with SERVER_GRID_PROPS (useServerGridProps gives the paging and
 * sorting), or under the sm breakpoint (a phone, where the columns do not fit) `cards`, the rows as
 * GridCards, so that every row action stays in view.
 */
export function ServerDataGrid<R extends GridValidRowModel>({ cards, pager, ...grid }: DataGridProps<R> & { cards: () => ReactNode; pager: ReactNode }) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }}>
      {phone ? cards() : <DataGrid {...SERVER_GRID_PROPS} {...grid} />}
      {pager}
    </Box>
  );
}
