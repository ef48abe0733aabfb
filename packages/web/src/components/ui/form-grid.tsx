import Box from '@mui/material/Box';
import type { FormEventHandler, ReactNode } from 'react';

/** The `sx` of a FormGrid field that takes a whole line (an address, an email). */
export const FULL_LINE = { gridColumn: { sm: '1 / -1' } } as const;

export interface FormGridProps {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Called as the user types (the sign-in pages start loading their lazy resolver). */
  onInput?: () => void;
  /** On the form. */
  testId: string;
  /** The submit button, below the fields at the end of the line. */
  actions: ReactNode;
  children: ReactNode;
}

/** A form of a page whose fields sit two by two (one below the other on phones), its submit button under them. */
export function FormGrid({ onSubmit, onInput, testId, actions, children }: FormGridProps) {
  return (
    <Box component="form" noValidate onSubmit={onSubmit} onInput={onInput} data-testid={testId}>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>{actions}</Box>
    </Box>
  );
}
