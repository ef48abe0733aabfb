import Add from '@mui/icons-material/Add';
import EditOutlined from '@mui/icons-material/EditOutlined';
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
import type { OperatorPlan } from '@performa/contracts/api/payment';
import { LANGUAGES } from '@performa/contracts/i18n/languages';
import { formatMoney } from '@performa/contracts/i18n/numbers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyRow } from '../../../components/ui/empty-row.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { RowAction } from '../../../components/ui/row-actions.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { currentLanguage } from '../../../lib/i18n.ts';
import { useOperatorPlans } from '../api/plans.ts';
import { PlanDialog } from './plan-dialog.tsx';

const COLUMNS = ['code', 'names', 'months', 'price', 'offered', 'order', 'actions'] as const;

/** The plans companies are offered (and those no longer offered, which old payments name); add and change them. */
export function PlansTab() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const plans = useOperatorPlans();
  const [editing, setEditing] = useState<OperatorPlan | 'new' | null>(null);
  const rows = plans.data ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Box>
        <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')} data-testid="operator-plan-add">
          {t('operator.plans.add')}
        </Button>
      </Box>
      {plans.isError ? (
        <LoadFailed onRetry={() => void plans.refetch()} retrying={plans.isFetching} testId="operator-plans-failed">
          {t('errors.fetchFailed')}
        </LoadFailed>
      ) : (
        <Paper variant="outlined">
          {plans.isFetching && <LinearProgress aria-label={t('common.loading')} />}
          <ScrollTable label={t('operator.plans.tableLabel')} minWidth={760} testId="operator-plans-table">
            <Table size="small">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align={column === 'months' || column === 'price' || column === 'order' ? 'right' : undefined}>
                      {t(`operator.plans.column.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {!plans.isPending && rows.length === 0 && <EmptyRow colSpan={COLUMNS.length} text={t('operator.plans.empty')} />}
                {rows.map((plan) => (
                  <TableRow key={plan.id} data-testid={`operator-plan-${plan.id}`}>
                    <TableCell sx={{ fontWeight: 600 }}>{plan.code}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>
                      {LANGUAGES.map((language) => (
                        <Typography key={language} variant="body2" lang={language}>
                          {`${language.toUpperCase()}: ${plan.names[language]}`}
                        </Typography>
                      ))}
                    </TableCell>
                    <TableCell align="right">{plan.months}</TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(plan.price, plan.currency, lang)}
                    </TableCell>
                    <TableCell>{t(plan.is_offered ? 'common.yes' : 'common.no')}</TableCell>
                    <TableCell align="right">{plan.sort_order}</TableCell>
                    <TableCell>
                      <RowAction
                        label={t('operator.plans.edit')}
                        ariaLabel={`${t('operator.plans.edit')}: ${plan.code}`}
                        icon={<EditOutlined fontSize="small" />}
                        onClick={() => setEditing(plan)}
                        testId={`operator-plan-edit-${plan.id}`}
                      />
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        </Paper>
      )}
      {editing !== null && <PlanDialog plan={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </Box>
  );
}
