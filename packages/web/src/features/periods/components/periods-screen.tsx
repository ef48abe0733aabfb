import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Period } from '@performa/contracts/api/setup';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useDeletePeriod } from '../api/delete-period.ts';
import { usePeriods } from '../api/get-periods.ts';
import { PeriodDeleteImpact } from './period-delete-impact.tsx';
import { PeriodDialog } from './period-dialog.tsx';
import { PeriodsTable } from './periods-table.tsx';

type Dialog = { kind: 'edit'; period: Period | null } | { kind: 'delete'; period: Period } | null;

/** Periods and their rounds: the periods table, each period's rounds below it, create, change, delete and generate. */
export function PeriodsScreen() {
  const { t } = useTranslation();
  const periods = usePeriods();
  const remove = useDeletePeriod();
  const [open, setOpen] = useState<number | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  return (
    <Box data-testid="periods-screen">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box>
          <ScreenTitle title={t('periods.title')} />
          <Typography variant="body2" color="text.secondary">
            {t('periods.intro')}
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'edit', period: null })} data-testid="periods-add">
          {t('periods.add')}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {periods.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress />
          </Box>
        ) : periods.isError ? (
          <LoadFailed inset onRetry={() => void periods.refetch()}>
            {t('periods.loadFailed')}
          </LoadFailed>
        ) : periods.data.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="periods-empty">
            {t('periods.empty')}
          </Typography>
        ) : (
          <PeriodsTable
            periods={periods.data}
            open={open}
            onToggle={(id) => setOpen((current) => (current === id ? null : id))}
            onEdit={(period) => setDialog({ kind: 'edit', period })}
            onDelete={(period) => setDialog({ kind: 'delete', period })}
          />
        )}
      </Paper>
      {dialog?.kind === 'edit' && <PeriodDialog period={dialog.period} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmDialog
          description={t('periods.deleteWhat', { name: dialog.period.name })}
          details={<PeriodDeleteImpact periodId={dialog.period.id} />}
          onDelete={() => remove.mutateAsync(dialog.period.id)}
          busy={remove.isPending}
          onClose={close}
          errorTestId="delete-period-error"
        />
      )}
    </Box>
  );
}
