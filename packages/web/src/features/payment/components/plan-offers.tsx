import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Plan } from '@performa/contracts/api/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useRequestPayment } from '../api/request-payment.ts';
import { moneyText } from './money.ts';

/**
 * The plans the operator offers (docs/product.md §7.11), each a card with its length and price and Choose,
 * which asks first and then creates a payment request waiting for acceptance. While a request waits, the
 * buttons are off with the reason beside them (the server refuses a second one with 409 anyway).
 */
export function PlanOffers({ plans, waiting }: { plans: readonly Plan[]; waiting: boolean }) {
  const { t } = useTranslation();
  // The plan stays while the dialog fades out; `asking` opens and closes it.
  const [chosen, setChosen] = useState<Plan | null>(null);
  const [asking, setAsking] = useState(false);
  const ask = (plan: Plan) => {
    setChosen(plan);
    setAsking(true);
  };
  const request = useRequestPayment();

  const confirm = () => {
    if (!chosen) return;
    request.mutate(
      { plan: chosen.id },
      {
        onSuccess: () => {
          setAsking(false);
          notify.success(t('payment.plans.requested'));
        },
        // 409 (a request waits already) and 400 (a plan no longer offered) come translated from the server.
        onError: (error) => {
          setAsking(false);
          notify.error(errorMessage(error));
        },
      },
    );
  };

  return (
    <SectionPanel title={t('payment.plans.title')} level="h2" testId="payment-plans">
      <Typography variant="body2" color="text.secondary">
        {t('payment.plans.intro')}
      </Typography>
      {waiting && (
        <Typography variant="body2" id="payment-plans-waiting" data-testid="payment-plans-waiting">
          {t('payment.plans.waitingHint')}
        </Typography>
      )}
      {plans.length === 0 ? (
        <Typography variant="body2" data-testid="payment-plans-none">
          {t('payment.plans.none')}
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5 }}>
          {plans.map((plan) => (
            <Paper
              key={plan.id}
              component="li"
              variant="outlined"
              data-testid={`payment-plan-${plan.code}`}
              sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}
            >
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
                {plan.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('payment.plans.months', { count: plan.months })}
              </Typography>
              <Typography variant="h6" component="p" data-testid={`payment-plan-${plan.code}-price`}>
                {moneyText(plan.price, plan.currency)}
              </Typography>
              <Button
                variant="contained"
                onClick={() => ask(plan)}
                disabled={waiting || request.isPending}
                aria-label={t('payment.plans.chooseLabel', { plan: plan.name })}
                aria-describedby={waiting ? 'payment-plans-waiting' : undefined}
                sx={{ mt: 'auto', alignSelf: 'stretch' }}
                data-testid={`payment-plan-${plan.code}-choose`}
              >
                {t('payment.plans.choose')}
              </Button>
            </Paper>
          ))}
        </Box>
      )}
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        busy={request.isPending}
        tone="commit"
        title={chosen ? t('payment.plans.confirmTitle', { plan: chosen.name }) : ''}
        description={
          chosen
            ? t('payment.plans.confirmBody', { amount: moneyText(chosen.price, chosen.currency), months: t('payment.plans.months', { count: chosen.months }) })
            : ''
        }
        confirmLabel={t('payment.plans.confirm')}
        testId="payment-plan-confirm"
      />
    </SectionPanel>
  );
}
