import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';

/** The one row of a table with nothing to list: the reason across every column. */
export function EmptyRow({ colSpan, text, testId }: { colSpan: number; text: string; testId?: string }) {
  return (
    <TableRow>
      <TableCell colSpan={colSpan}>
        <Typography variant="body2" color="text.secondary" sx={{ py: 1.5 }} data-testid={testId}>
          {text}
        </Typography>
      </TableCell>
    </TableRow>
  );
}
