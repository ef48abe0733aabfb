import WarningAmber from '@mui/icons-material/WarningAmber';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { logout } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { deleteCompany } from '../api/delete-company.ts';
import { useCompany } from '../api/get-company.ts';

/** Deleting the whole company, behind a typed confirmation of its exact name; then the session ends. */
export function DangerZone() {
  const { t } = useTranslation();
  const { data: company } = useCompany();
  const [open, setOpen] = useState(false);
  // A fresh dialog (and typed text) each time it opens.
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = company?.company_name ?? '';

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteCompany(name);
      notify.success(t('adminSettings.dangerZone.deleted'));
      await logout();
    } catch (failure) {
      setError(errorMessage(failure));
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.main', borderWidth: 2 }} data-testid="danger-zone">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <WarningAmber color="error" />
        <Typography variant="h6" component="h2" color="error.dark">
          {t('adminSettings.dangerZone.title')}
        </Typography>
      </Box>
      <Typography sx={{ mb: 2.5 }}>{t('adminSettings.dangerZone.text', { name })}</Typography>
      <Button
        variant="contained"
        color="error"
        disabled={!company}
        onClick={() => {
          setError(null);
          setAttempt((n) => n + 1);
          setOpen(true);
        }}
        data-testid="delete-company"
      >
        {t('adminSettings.dangerZone.button')}
      </Button>
      <ConfirmDialog
        key={attempt}
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
        confirmText={name}
        busy={busy}
        confirmLabel={t('adminSettings.dangerZone.button')}
      >
        <Typography sx={{ mt: 2 }} data-testid="delete-company-instruction">
          {t('adminSettings.dangerZone.typeName', { name })}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-company-error">
            {error}
          </Alert>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
