import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

/** A message that stands in for a whole screen (the error screen, a session that did not load): an alert, its parts centred in a column. */
export function AlertScreen({ minHeight, testId, children }: { minHeight: string; testId?: string; children: ReactNode }) {
  return (
    <Box
      role="alert"
      data-testid={testId}
      sx={{
        minHeight,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 3,
        textAlign: 'center',
      }}
    >
      {children}
    </Box>
  );
}
