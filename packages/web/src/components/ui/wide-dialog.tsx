import Dialog, { type DialogProps } from '@mui/material/Dialog';

/** A dialog for wide content (tables, forms side by side): 80 % of the screen, 90 % on medium screens, 95 % on phones. */
export function WideDialog({ slotProps, ...props }: DialogProps) {
  return (
    <Dialog
      maxWidth={false}
      {...props}
      slotProps={{
        ...slotProps,
        paper: {
          ...(slotProps?.paper as object | undefined),
          sx: (theme) => ({
            width: '80%',
            [theme.breakpoints.down('lg')]: { width: '90%' },
            '@media (max-width: 600px)': { width: '95%' },
          }),
        },
      }}
    />
  );
}
