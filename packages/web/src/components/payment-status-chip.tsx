import Chip, { type ChipProps } from '@mui/material/Chip';
import type { PaymentStatus } from '@performa/contracts/api/payment';
import { useTranslation } from 'react-i18next';

const COLOURS: Record<PaymentStatus, ChipProps['color']> = { waiting: 'warning', accepted: 'success', rejected: 'error', cancelled: 'default' };

/** A payment's status as a chip (docs/product.md §1.4): the super admin's history and the operator's list. */
export function PaymentStatusChip({ status, testId }: { status: PaymentStatus; testId?: string }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOURS[status]} label={t(`paymentStatus.${status}`)} data-testid={testId} />;
}
