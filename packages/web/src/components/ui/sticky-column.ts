import type { Theme } from '@mui/material/styles';

/** The first column of a table that stays in view while the others scroll sideways (a matrix, a phone). */
export const stickyColumnSx = {
  position: 'sticky',
  left: 0,
  zIndex: 2,
  bgcolor: 'background.paper',
  boxShadow: (theme: Theme) => `1px 0 0 ${theme.palette.divider}`,
} as const;
