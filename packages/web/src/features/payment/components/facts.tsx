import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface Fact {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * Labelled values as a description list: label above value, as many side by side as fit (one under the
 * other on a phone), so that no label or value is cut (docs/product.md §7.2).
 */
export function Facts({ facts, testId }: { facts: readonly Fact[]; testId: string }) {
  return (
    <Box
      component="dl"
      data-testid={testId}
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', columnGap: 3, rowGap: 1.5 }}
    >
      {facts.map((fact) => (
        <Box key={fact.key} sx={{ minWidth: 0 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {fact.label}
          </Typography>
          <Typography component="dd" variant="body1" sx={{ m: 0, fontWeight: 600, overflowWrap: 'break-word' }} data-testid={`${testId}-${fact.key}`}>
            {fact.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
