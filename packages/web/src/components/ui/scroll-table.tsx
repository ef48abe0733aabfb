import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { stickyColumnSx } from './sticky-column.ts';

export interface ScrollTableProps {
  /** What the table is (the region's name: a scrolling box is reached and named by the keyboard). */
  label: string;
  /** The table's least width: below it, the box scrolls sideways instead of squeezing the columns. */
  minWidth: number;
  /** Keep the first column (who or what each row is) in view while the others scroll; on by default. */
  stickyFirst?: boolean;
  testId?: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/**
 * A table that does not fit scrolls sideways with its first column fixed, rather than cutting or
 * breaking its text (docs/product.md §7.2): the one wrapper of the app's plain tables.
 */
export function ScrollTable({ label, minWidth, stickyFirst = true, testId, sx, children }: ScrollTableProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
      sx={[{ overflowX: 'auto', '& table': { minWidth } }, stickyFirst && { '& tr > :first-of-type': stickyColumnSx }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Box>
  );
}
