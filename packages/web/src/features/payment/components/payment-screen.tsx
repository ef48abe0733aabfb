import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { revalidateSession, useSession } from '../../../lib/session.ts';
import { usePaymentOverview } from '../api/get-payment-overview.ts';
import { CurrentPackage } from './current-package.tsx';
import { PaymentHistory } from './payment-history.tsx';
import { PlanOffers } from './plan-offers.tsx';
import { WaitingRequest } from './waiting-request.tsx';

/**
 * The package the session was last read again for, so that a disagreement reloads it once, not in a loop;
 * forgotten as soon as the two agree, so that the next change (a renewal after an end) is followed too.
 */
let revalidatedFor: string | null = null;

/**
 * The package is computed on every request (docs/product.md §1.4): when the overview says otherwise than the
 * session's permission record (the operator accepted a payment, or the package ended, while the app was
 * open), the record is read again, which opens or closes the menu (and sends an admin out, ADR 7).
 */
function useSessionPackage(overviewPackage: 'yes' | 'no' | undefined) {
  const sessionPackage = useSession((s) => s.permission.package);
  useEffect(() => {
    if (!overviewPackage || sessionPackage === '') return;
    if (overviewPackage === sessionPackage) {
      revalidatedFor = null;
      return;
    }
    if (revalidatedFor === overviewPackage) return;
    revalidatedFor = overviewPackage;
    void revalidateSession();
  }, [overviewPackage, sessionPackage]);
}

/**
 * /payment (super admin, whatever the package: docs/product.md §1.4, §7.11; ADR 34): the current package,
 * the waiting request with how to pay it, the plans on offer (saas) and the history with the invoices. In
 * self-hosted mode the free package has no end and nothing asks for money.
 */
export function PaymentScreen() {
  const { t } = useTranslation();
  const query = usePaymentOverview();
  const overview = query.data;
  useSessionPackage(overview?.package);
  const waiting = overview?.payments.find((payment) => payment.status === 'waiting');
  const selfHosted = overview?.mode === 'self-hosted';

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0, maxWidth: 1100 }} data-testid="payment-screen">
      <ScreenTitle title={t('payment.title')} />
      {query.isPending && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      )}
      {query.isError && !overview && (
        <LoadFailed onRetry={() => void query.refetch()} retrying={query.isFetching} testId="payment-load-failed">
          {t('payment.loadFailed')}
        </LoadFailed>
      )}
      {overview && (
        <>
          <CurrentPackage overview={overview} waiting={waiting} />
          {selfHosted ? (
            <Alert severity="info" data-testid="payment-self-hosted">
              <AlertTitle>{t('payment.selfHosted.title')}</AlertTitle>
              {t('payment.selfHosted.body')}
            </Alert>
          ) : (
            <>
              {waiting && <WaitingRequest payment={waiting} bank={overview.bank} />}
              <PlanOffers plans={overview.plans} waiting={waiting !== undefined} />
            </>
          )}
          <PaymentHistory payments={overview.payments} />
        </>
      )}
    </Box>
  );
}
