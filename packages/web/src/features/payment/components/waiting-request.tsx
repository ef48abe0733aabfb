import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { BankDetails, Payment } from '@performa/contracts/api/payment';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useCancelPayment } from '../api/cancel-payment.ts';
import { Facts, type Fact } from './facts.tsx';
import { moneyText } from './money.ts';

const BANK_FIELDS = ['seller', 'sellerAddress', 'taxId', 'bankName', 'iban', 'swift'] as const;
const BANK_KEYS = {
  seller: 'seller',
  sellerAddress: 'seller_address',
  taxId: 'tax_id',
  bankName: 'bank_name',
  iban: 'iban',
  swift: 'swift',
} as const satisfies Record<(typeof BANK_FIELDS)[number], keyof BankDetails>;

/** The reference and its copy button: what the payer quotes on the transfer. */
function Reference({ reference }: { reference: string }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(reference);
      notify.success(t('payment.request.copied'));
    } catch {
      notify.error(t('payment.request.copyFailed'));
    }
  };
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Box component="span" sx={{ fontFamily: 'monospace', fontSize: '1.05rem' }} data-testid="payment-request-reference-value">
        {reference}
      </Box>
      <Tooltip title={t('payment.request.copy')}>
        <IconButton size="small" aria-label={t('payment.request.copy')} onClick={() => void copy()} data-testid="payment-request-copy">
          <ContentCopyIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Box>
  );
}

/**
 * The payment request that waits for the operator (docs/product.md §7.11): what to pay, where (the
 * operator's bank details) and the reference to quote; payment is by bank transfer only, no card data
 * ever reaches the server. The super admin may cancel it (asked first).
 */
export function WaitingRequest({ payment, bank }: { payment: Payment; bank: BankDetails }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const cancel = useCancelPayment();
  const bankFacts: Fact[] = BANK_FIELDS.filter((field) => bank[BANK_KEYS[field]] !== '').map((field) => ({
    key: field,
    label: t(`payment.request.${field}`),
    value: bank[BANK_KEYS[field]],
  }));
  const facts: Fact[] = [
    { key: 'plan', label: t('payment.request.plan'), value: payment.plan },
    { key: 'amount', label: t('payment.request.amount'), value: moneyText(payment.price, payment.currency) },
    ...(payment.reference ? [{ key: 'reference', label: t('payment.request.reference'), value: <Reference reference={payment.reference} /> }] : []),
    ...bankFacts,
  ];

  const confirm = () =>
    cancel.mutate(payment.id, {
      onSuccess: () => notify.success(t('payment.request.cancelled')),
      // 409: the operator decided it meanwhile; the server says so in the reader's language.
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setAsking(false),
    });

  return (
    <SectionPanel title={t('payment.request.title')} level="h2" testId="payment-request">
      <Typography variant="body2">{t('payment.request.intro')}</Typography>
      <Facts facts={facts} testId="payment-request-facts" />
      {!bank.iban && (
        <Alert severity="warning" data-testid="payment-request-bank-missing">
          {t('payment.request.bankMissing')}
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" data-testid="payment-request-no-card">
        {t('payment.request.noCard')}
      </Typography>
      <Box>
        <Button variant="outlined" color="error" onClick={() => setAsking(true)} data-testid="payment-request-cancel">
          {t('payment.request.cancel')}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={confirm}
        busy={cancel.isPending}
        title={t('payment.request.cancelTitle')}
        description={t('payment.request.cancelBody', { reference: payment.reference ?? '' })}
        confirmLabel={t('payment.request.cancel')}
        cancelLabel={t('payment.request.keep')}
        testId="payment-request-cancel-confirm"
      />
    </SectionPanel>
  );
}
