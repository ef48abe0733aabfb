import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from '../../../components/layout/auth-layout.tsx';
import { LoadingOverlay } from '../../../components/loading-overlay.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useOperatorSignedIn } from '../api/operator-client.ts';
import { useOperatorStatus } from '../api/status.ts';
import { OperatorConsole } from './operator-console.tsx';
import { OperatorSignIn } from './operator-sign-in.tsx';

/**
 * /operator (docs/product.md §7.12, ADR 34): the platform operator's screen, outside the company app.
 * Off in self-hosted mode; else its own sign-in, then payments, plans and settings.
 */
export function OperatorScreen() {
  const { t } = useTranslation();
  const status = useOperatorStatus();
  const signedIn = useOperatorSignedIn();
  if (status.isPending) return <LoadingOverlay />;
  if (status.isError)
    return (
      <AuthLayout title={t('operator.title')}>
        <LoadFailed onRetry={() => void status.refetch()} retrying={status.isFetching} testId="operator-status-failed">
          {t('errors.fetchFailed')}
        </LoadFailed>
      </AuthLayout>
    );
  if (!status.data.enabled)
    return (
      <AuthLayout title={t('operator.off.title')}>
        <Alert severity="info" data-testid="operator-off">
          {t('operator.off.message')}
        </Alert>
      </AuthLayout>
    );
  return signedIn ? <OperatorConsole /> : <OperatorSignIn />;
}
