import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { refusalText } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { deleteEvaluationData, useSelectedProject } from '../api/delete-evaluation-data.ts';

/**
 * Deleting every evaluation of the selected project (the danger zone): behind 'Are you sure?' /
 * 'This action can not be reversed' and the project's name typed exactly; one transaction on the server.
 */
export function EvaluationDataZone() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const project = useSelectedProject();
  const [open, setOpen] = useState(false);
  // A fresh dialog (and typed text) each time it opens.
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = project?.project_name ?? '';

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      const result = await deleteEvaluationData(name);
      notify.success(t('adminSettings.evaluationData.deleted', { count: result.deleted }));
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: ['evaluations'] });
    } catch (failure) {
      setError(refusalText(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.main', borderWidth: 2 }} data-testid="evaluation-data-zone">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <DeleteSweepOutlined color="error" />
        <Typography variant="h6" component="h2" color="error.dark">
          {t('adminSettings.evaluationData.title')}
        </Typography>
      </Box>
      <Typography sx={{ mb: 2.5 }}>{project ? t('adminSettings.evaluationData.text', { name }) : t('adminSettings.evaluationData.noProject')}</Typography>
      <Button
        variant="contained"
        color="error"
        disabled={!project}
        onClick={() => {
          setError(null);
          setAttempt((n) => n + 1);
          setOpen(true);
        }}
        data-testid="delete-evaluation-data"
      >
        {t('adminSettings.evaluationData.button')}
      </Button>
      <ConfirmDialog
        key={attempt}
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
        confirmText={name}
        busy={busy}
        confirmLabel={t('adminSettings.evaluationData.button')}
        testId="evaluation-data-confirm"
      >
        <Typography sx={{ mt: 2 }} data-testid="evaluation-data-instruction">
          {t('adminSettings.evaluationData.typeName', { name })}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="evaluation-data-error">
            {error}
          </Alert>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
