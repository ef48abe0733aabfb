import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import type { ReactNode } from 'react';

export interface ExpandableRowProps {
  expanded: boolean;
  onToggle: () => void;
  /** The accessible name of the toggle button. */
  toggleLabel: string;
  toggleTestId: string;
  /** Test id of the row. */
  testId: string;
  /** The row's cells after the toggle. */
  children: ReactNode;
  /** What opens under the row, across `colSpan` columns (the toggle's included). */
  detail: ReactNode;
  colSpan: number;
  /** Highlights the row on hover and the open detail with the hover colour. */
  hover?: boolean;
}

/** A table row with a toggle in its first cell that opens a detail row under it. */
export function ExpandableRow({ expanded, onToggle, toggleLabel, toggleTestId, testId, children, detail, colSpan, hover = false }: ExpandableRowProps) {
  return (
    <>
      <TableRow hover={hover} data-testid={testId} sx={{ '& > td': { borderBottom: expanded ? 'none' : undefined } }}>
        <TableCell padding="checkbox">
          <IconButton size="small" aria-label={toggleLabel} aria-expanded={expanded} onClick={onToggle} data-testid={toggleTestId}>
            {expanded ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
          </IconButton>
        </TableCell>
        {children}
      </TableRow>
      <TableRow>
        <TableCell colSpan={colSpan} sx={{ py: 0, borderBottom: expanded ? undefined : 'none', bgcolor: hover && expanded ? 'action.hover' : undefined }}>
          <Collapse in={expanded} unmountOnExit>
            {detail}
          </Collapse>
        </TableCell>
      </TableRow>
    </>
  );
}
