import FileDownloadIcon from '@mui/icons-material/FileDownload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Payment } from '@performa/contracts/api/payment';
import { useTranslation } from 'react-i18next';
import { PaymentStatusChip } from '../../../components/payment-status-chip.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useDownloadInvoice } from '../api/download-invoice.ts';
import { moneyText } from './money.ts';

/**
 * Every payment of the company, newest first (docs/product.md §7.11): when it was asked for, the plan, the
 * period it covers, the amount, its status (a rejection with the operator's reason), the reference, and
 * for an accepted one its invoice as a PDF. On a phone the table scrolls sideways with its first column fixed.
 */
export function PaymentHistory({ payments }: { payments: readonly Payment[] }) {
  const { t, i18n } = useTranslation();
  const download = useDownloadInvoice();
  const day = (date: string) => formatDay(date, i18n.language);
  const period = (payment: Payment) =>
    payment.start_date ? `${day(payment.start_date)} – ${payment.end_date ? day(payment.end_date) : t('payment.current.noEnd')}` : '—';
  return (
    <SectionPanel title={t('payment.history.title')} level="h2" testId="payment-history">
      {payments.length === 0 ? (
        <Typography variant="body2" data-testid="payment-history-empty">
          {t('payment.history.empty')}
        </Typography>
      ) : (
        <ScrollTable label={t('payment.history.table')} minWidth={960} testId="payment-history-table">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('payment.history.requested')}</TableCell>
                <TableCell>{t('payment.history.plan')}</TableCell>
                <TableCell>{t('payment.history.status')}</TableCell>
                <TableCell>{t('payment.history.invoice')}</TableCell>
                <TableCell align="right">{t('payment.history.amount')}</TableCell>
                <TableCell>{t('payment.history.period')}</TableCell>
                <TableCell>{t('payment.history.reference')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((payment) => {
                const testId = `payment-${payment.id}`;
                const downloading = download.isPending && download.variables === payment.id;
                return (
                  <TableRow key={payment.id} data-testid={testId}>
                    <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                      {day(payment.created_at)}
                    </TableCell>
                    <TableCell data-testid={`${testId}-plan`}>{payment.plan}</TableCell>
                    <TableCell>
                      <PaymentStatusChip status={payment.status} testId={`${testId}-status`} />
                      {payment.status === 'rejected' && payment.note && (
                        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid={`${testId}-reason`}>
                          {t('payment.history.reason', { reason: payment.note })}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell>
                      {payment.status === 'accepted' && payment.invoice ? (
                        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
                          <span data-testid={`${testId}-invoice`}>{payment.invoice}</span>
                          <Button
                            size="small"
                            variant="outlined"
                            onClick={() => download.mutate(payment.id, { onError: (error) => notify.error(errorMessage(error)) })}
                            disabled={downloading}
                            startIcon={downloading ? <CircularProgress size={16} color="inherit" /> : <FileDownloadIcon />}
                            aria-label={t('payment.history.downloadLabel', { invoice: payment.invoice })}
                            data-testid={`${testId}-download`}
                          >
                            {t('payment.history.download')}
                          </Button>
                        </Box>
                      ) : (
                        '—'
                      )}
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} data-testid={`${testId}-amount`}>
                      {moneyText(payment.price, payment.currency)}
                    </TableCell>
                    <TableCell data-testid={`${testId}-period`}>{period(payment)}</TableCell>
                    <TableCell sx={{ fontFamily: 'monospace' }} data-testid={`${testId}-reference`}>
                      {payment.reference ?? '—'}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
    </SectionPanel>
  );
}
