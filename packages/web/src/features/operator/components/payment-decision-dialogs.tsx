import type { OperatorPayment, rejectBodySchema } from '@performa/contracts/api/payment';
import { formatMoney } from '@performa/contracts/i18n/numbers';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/toast.ts';
import { useDecidePayment } from '../api/decide-payment.ts';
import { rejectResolver } from '../api/resolvers.ts';

interface DecisionDialogProps {
  payment: OperatorPayment;
  onClose: () => void;
}

/**
 * Accepting a waiting payment, after a confirmation that says what follows: the package is activated, the
 * invoice numbered and the super admin emailed (docs/product.md §1.4). A payment no longer waiting (409)
 * is said in a toast, and the list is read again either way.
 */
export function AcceptPaymentDialog({ payment, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const decide = useDecidePayment();
  const reference = payment.reference ?? '';
  const confirm = () =>
    decide.mutate(
      { id: payment.id, accept: true },
      {
        onSuccess: () => notify.success(t('operator.payments.accepted', { reference })),
        onError: (error) => notify.error(errorMessage(error)),
        onSettled: onClose,
      },
    );
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={confirm}
      busy={decide.isPending}
      tone="commit"
      title={t('operator.payments.acceptTitle')}
      description={t('operator.payments.acceptText', {
        company: payment.company.name,
        plan: payment.plan,
        amount: formatMoney(payment.price, payment.currency, currentLanguage()),
      })}
      confirmLabel={t('operator.payments.accept')}
      testId="operator-accept-dialog"
    />
  );
}

type RejectValues = z.input<typeof rejectBodySchema>;

/** Rejecting a waiting payment with its reason (required, at most 500 characters), which the super admin is emailed. */
export function RejectPaymentDialog({ payment, onClose }: DecisionDialogProps) {
  const { t } = useTranslation();
  const decide = useDecidePayment();
  const reference = payment.reference ?? '';
  const { form, dialog } = useFormDialog<RejectValues, z.output<typeof rejectBodySchema>>(
    { resolver: rejectResolver, defaultValues: { reason: '' } },
    ['reason'],
    async ({ reason }) => {
      await decide.mutateAsync({ id: payment.id, accept: false, reason });
      return t('operator.payments.rejected', { reference });
    },
    { onClose, otherErrors: 'toast' },
  );
  return (
    <FormDialog
      {...dialog}
      title={t('operator.payments.rejectTitle', { reference })}
      intro={t('operator.payments.rejectIntro', { company: payment.company.name })}
      submitLabel={t('operator.payments.reject')}
      testId="operator-reject-dialog"
    >
      <FormTextField
        form={form}
        name="reason"
        label={t('operator.payments.rejectReason')}
        required
        multiline
        minRows={3}
        fullWidth
        autoFocus
        maxLength={500}
        testId="operator-reject-reason"
      />
    </FormDialog>
  );
}
