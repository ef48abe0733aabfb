import HistoryIcon from '@mui/icons-material/History';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useReminderLog } from '../api/get-reminder-log.ts';
import { useRemindPending } from '../api/remind-pending.ts';
import { momentOf } from './format.tsx';

/** "before:7" → "7 days before the end", "after" → "After the end", "manual:…" → "By hand". */
function useKeyText() {
  const { t } = useTranslation();
  return (key: string) => {
    if (key.startsWith('before:')) return t('evaluations.remind.before', { count: Number(key.slice(7)) });
    if (key === 'after') return t('evaluations.remind.after');
    return t('evaluations.remind.manual');
  };
}

/** The round's reminders sent so far, scheduled and manual, newest first. */
function ReminderLogDialog({ round, roundName, onClose }: { round: number; roundName: string; onClose: () => void }) {
  const { t } = useTranslation();
  const log = useReminderLog(round, true);
  const keyText = useKeyText();
  const runs = log.data?.results ?? [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="reminder-log">
      <DialogTitle>{t('evaluations.remind.logTitle', { round: roundName })}</DialogTitle>
      <DialogContent>
        {log.isSuccess && runs.length === 0 ? (
          <Typography color="text.secondary" data-testid="reminder-log-empty">
            {t('evaluations.remind.empty')}
          </Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('evaluations.remind.at')}</TableCell>
                <TableCell>{t('evaluations.remind.kind')}</TableCell>
                <TableCell>{t('evaluations.remind.by')}</TableCell>
                <TableCell align="right">{t('evaluations.remind.recipients')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {runs.map((run) => (
                <TableRow key={run.id} data-testid={`reminder-run-${run.id}`}>
                  <TableCell>{momentOf(run.created_at)}</TableCell>
                  <TableCell>{keyText(run.key)}</TableCell>
                  <TableCell>{run.by ?? t('evaluations.system')}</TableCell>
                  <TableCell align="right">{run.recipients}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** "Remind everyone pending" (asked first) and the reminder log of the round (docs/product.md §5.5). */
export function ReminderActions({ round, roundName }: { round: number; roundName: string }) {
  const { t } = useTranslation();
  const remind = useRemindPending();
  const [asking, setAsking] = useState(false);
  const [logOpen, setLogOpen] = useState(false);
  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveOutlined />} onClick={() => setAsking(true)} data-testid="evaluations-remind">
        {t('evaluations.remind.button')}
      </Button>
      <Button startIcon={<HistoryIcon />} onClick={() => setLogOpen(true)} data-testid="evaluations-reminder-log">
        {t('evaluations.remind.log')}
      </Button>
      {asking && (
        <ConfirmDialog
          open
          title={t('evaluations.remind.button')}
          description={t('evaluations.remind.question')}
          confirmLabel={t('evaluations.remind.send')}
          tone="commit"
          busy={remind.isPending}
          onClose={() => setAsking(false)}
          onConfirm={() =>
            remind.mutate(round, {
              onSuccess: (run) => notify.success(t('evaluations.remind.done', { count: run.recipients })),
              onError: (error) => notify.error(errorMessage(error)),
              onSettled: () => setAsking(false),
            })
          }
          testId="remind-confirm"
        />
      )}
      {logOpen && <ReminderLogDialog round={round} roundName={roundName} onClose={() => setLogOpen(false)} />}
    </>
  );
}
