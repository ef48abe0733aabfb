import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Calibration } from '@performa/contracts/api/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useActionDialog } from '../../../components/ui/use-form-dialog.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { formatMoment } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useReleaseResults } from '../api/release-results.ts';
import { useReopenCalibration } from '../api/reopen-calibration.ts';

/** Reopening needs a reason (docs/product.md §5.7): the results are hidden again. */
function ReopenDialog({ round, onClose }: { round: number; onClose: () => void }) {
  const { t } = useTranslation();
  const reopen = useReopenCalibration();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const dialog = useActionDialog(async () => {
    if (reason.trim() === '') {
      setError(t('validation.required'));
      return;
    }
    setError(null);
    try {
      await reopen.mutateAsync({ frequency_id: round, reason: reason.trim() });
    } catch (refusal) {
      // A refusal of the reason goes under the field; any other is the dialog's failure.
      const onReason = isApiError(refusal) ? refusal.fieldErrors?.reason : undefined;
      if (!onReason) throw refusal;
      setError(onReason.join(' '));
      return;
    }
    return t('calibration.state.reopenedDone');
  }, onClose);
  return (
    <FormDialog {...dialog} title={t('calibration.state.reopenTitle')} submitLabel={t('calibration.state.reopen')} testId="reopen-dialog">
      <Typography variant="body2">{t('calibration.state.reopenText')}</Typography>
      <TextField
        label={t('calibration.state.reason')}
        value={reason}
        required
        multiline
        minRows={2}
        onChange={(event) => setReason(event.target.value)}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'reopen-dialog-reason' } }}
      />
    </FormDialog>
  );
}

/**
 * Where calibration stands (docs/product.md §5.7): open (results hidden from employees and managers) with
 * "Close calibration and release results", or released with "Reopen calibration".
 */
export function ReleaseBar({ calibration }: { calibration: Calibration }) {
  const { t, i18n } = useTranslation();
  const release = useReleaseResults();
  const [dialog, setDialog] = useState<'release' | 'reopen' | null>(null);
  const { round } = calibration;
  const released = round.released_at !== null;
  const confirmRelease = () =>
    release.mutate(round.id, {
      onSuccess: (answer) => {
        notify.success(t('calibration.state.releasedDone', { count: answer.notified }));
        setDialog(null);
      },
      onError: (error) => {
        notify.error(errorMessage(error));
        setDialog(null);
      },
    });
  return (
    <>
      <Alert
        severity={released ? 'success' : 'info'}
        icon={released ? <LockOutlined /> : <LockOpenOutlined />}
        data-testid="calibration-state"
        data-released={released}
        sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      >
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
          <Box sx={{ minWidth: 0, flex: '1 1 280px' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="calibration-state-text">
              {released ? t('calibration.state.released', { date: formatMoment(round.released_at!, i18n.language) }) : t('calibration.state.open')}
            </Typography>
            <Typography variant="body2" data-testid="calibration-calibrated">
              {t('calibration.state.calibrated', { count: calibration.calibrated, total: calibration.total })}
            </Typography>
          </Box>
          {released ? (
            <Button variant="outlined" color="inherit" onClick={() => setDialog('reopen')} data-testid="calibration-reopen">
              {t('calibration.state.reopen')}
            </Button>
          ) : (
            <Button variant="contained" onClick={() => setDialog('release')} data-testid="calibration-release">
              {t('calibration.state.release')}
            </Button>
          )}
        </Box>
      </Alert>
      <ConfirmDialog
        open={dialog === 'release'}
        onClose={() => setDialog(null)}
        onConfirm={confirmRelease}
        busy={release.isPending}
        tone="commit"
        title={t('calibration.state.releaseTitle', { round: round.name })}
        description={t('calibration.state.releaseText')}
        confirmLabel={t('calibration.state.releaseConfirm')}
        testId="release-dialog"
      />
      {dialog === 'reopen' && <ReopenDialog round={round.id} onClose={() => setDialog(null)} />}
    </>
  );
}
