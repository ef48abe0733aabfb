import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { PAYMENT_STATUSES, type OperatorPayment, type PaymentStatus } from '@performa/contracts/api/payment';
import { formatMoney } from '@performa/contracts/i18n/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { ChoiceFilter, FilterBar } from '../../../components/ui/filter-bar.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import type { PaymentFilter } from '../api/keys.ts';
import { useOperatorPayments } from '../api/payments.ts';
import { AcceptPaymentDialog, RejectPaymentDialog } from './payment-decision-dialogs.tsx';
import { PaymentStatusChip } from '../../../components/payment-status-chip.tsx';

const DEFAULT_FILTER: PaymentFilter = { status: 'waiting', search: '' };
// Who, where it stands and what to do first; the rest scrolls (ADR 30).
const COLUMNS = ['company', 'status', 'actions', 'amount', 'plan', 'reference', 'superAdmin', 'requested', 'period', 'invoice'] as const;

/** Every company's payments (waiting ones by default): filter, search, accept or reject a waiting one. */
export function PaymentsTab() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [filter, setFilter] = useState<PaymentFilter>(DEFAULT_FILTER);
  const payments = useOperatorPayments(filter);
  const [accepting, setAccepting] = useState<OperatorPayment | null>(null);
  const [rejecting, setRejecting] = useState<OperatorPayment | null>(null);
  const active = (filter.status !== DEFAULT_FILTER.status ? 1 : 0) + (filter.search ? 1 : 0);
  const rows = payments.data ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FilterBar
        testId="operator-payments"
        search={{
          value: filter.search,
          onSearch: (search) => setFilter((current) => ({ ...current, search })),
          label: t('operator.payments.search'),
          placeholder: t('operator.payments.searchPlaceholder'),
        }}
        active={active}
        onClear={() => setFilter(DEFAULT_FILTER)}
        clearLabel={t('operator.payments.clearFilters')}
      >
        <ChoiceFilter<PaymentStatus>
          label={t('operator.payments.status')}
          value={filter.status}
          choices={PAYMENT_STATUSES}
          labelOf={(status) => t(`paymentStatus.${status}`)}
          all={{ label: t('operator.payments.all'), value: null }}
          onChange={(status) => setFilter((current) => ({ ...current, status }))}
          testId="operator-payments-status"
        />
      </FilterBar>
      {payments.isError ? (
        <LoadFailed onRetry={() => void payments.refetch()} retrying={payments.isFetching} testId="operator-payments-failed">
          {t('errors.fetchFailed')}
        </LoadFailed>
      ) : (
        <Paper variant="outlined">
          {payments.isFetching && <LinearProgress aria-label={t('common.loading')} />}
          <ScrollTable label={t('operator.payments.tableLabel')} minWidth={1320} testId="operator-payments-table">
            <Table size="small">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{t(`operator.payments.column.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {!payments.isPending && rows.length === 0 && (
                  <EmptyRow colSpan={COLUMNS.length} text={t('operator.payments.empty')} testId="operator-payments-empty" />
                )}
                {rows.map((payment) => (
                  <TableRow key={payment.id} data-testid={`operator-payment-${payment.id}`}>
                    <TableCell sx={{ minWidth: 160, overflowWrap: 'anywhere' }}>
                      <Typography variant="body2" sx={{ fontWeight: 600 }}>
                        {payment.company.name}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {payment.company.code}
                      </Typography>
                    </TableCell>
                    <TableCell>
                      <PaymentStatusChip status={payment.status} testId={`operator-payment-status-${payment.id}`} />
                      {payment.status === 'rejected' && payment.note && (
                        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                          {t('operator.payments.reason', { reason: payment.note })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {payment.status === 'waiting' && (
                        <Box sx={{ display: 'flex', gap: 1 }}>
                          <Button
                            size="small"
                            variant="contained"
                            aria-label={`${t('operator.payments.accept')}: ${payment.reference ?? payment.company.name}`}
                            onClick={() => setAccepting(payment)}
                            data-testid={`operator-accept-${payment.id}`}
                          >
                            {t('operator.payments.accept')}
                          </Button>
                          <Button
                            size="small"
                            color="error"
                            variant="outlined"
                            aria-label={`${t('operator.payments.reject')}: ${payment.reference ?? payment.company.name}`}
                            onClick={() => setRejecting(payment)}
                            data-testid={`operator-reject-${payment.id}`}
                          >
                            {t('operator.payments.reject')}
                          </Button>
                        </Box>
                      )}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }} data-testid={`operator-payment-amount-${payment.id}`}>
                      {formatMoney(payment.price, payment.currency, lang)}
                    </TableCell>
                    <TableCell>{payment.plan}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.reference ?? '—'}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{payment.super_admin?.email ?? t('operator.payments.noSuperAdmin')}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(payment.created_at, lang)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      {payment.start_date ? `${formatDay(payment.start_date, lang)} – ${payment.end_date ? formatDay(payment.end_date, lang) : '…'}` : '—'}
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.invoice ?? '—'}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        </Paper>
      )}
      {accepting && <AcceptPaymentDialog payment={accepting} onClose={() => setAccepting(null)} />}
      {rejecting && <RejectPaymentDialog payment={rejecting} onClose={() => setRejecting(null)} />}
    </Box>
  );
}
