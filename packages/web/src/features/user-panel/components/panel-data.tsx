import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { errorMessage } from '../../../lib/error-message.ts';

interface LoadedProps<T> {
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
  /** Test id of the error alert. */
  testId: string;
  children: (data: T) => ReactNode;
}

/** A tab's read: a spinner while it loads, the error with Retry, then its content. */
export function Loaded<T>({ data, error, isFetching, refetch, testId, children }: LoadedProps<T>) {
  const { t } = useTranslation();
  if (error && !data)
    return (
      <LoadFailed testId={testId} retrying={isFetching} onRetry={() => void refetch()}>
        {errorMessage(error, 'errors.fetchFailed')}
      </LoadFailed>
    );
  if (!data)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('userPanel.loading')} />
      </Box>
    );
  return <>{children(data)}</>;
}
