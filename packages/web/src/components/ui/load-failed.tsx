import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadFailedProps {
  /** What could not be loaded (and why). */
  children: ReactNode;
  onRetry: () => void;
  /** A new try is under way: Retry waits for it. */
  retrying?: boolean;
  /** `inset` sets the alert off the edges of the panel it fills (a list's or a chart's box). */
  inset?: boolean;
  testId?: string;
}

/** A read that failed: what could not be loaded, and Retry. The one way a screen shows a failed read. */
export function LoadFailed({ children, onRetry, retrying = false, inset = false, testId }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      sx={inset ? { m: 2 } : undefined}
      data-testid={testId}
      action={
        <Button color="inherit" size="small" disabled={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
