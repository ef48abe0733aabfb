import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';

interface DangerZoneCardProps {
  icon: ReactNode;
  title: string;
  text: string;
  /** The button's label, also the confirmation's. */
  action: string;
  disabled: boolean;
  /** What must be typed to confirm (a company's or project's exact name), and the line that asks for it. */
  name: string;
  typeName: string;
  /** Does the irreversible thing; a throw shows `refusal(error)` in the dialog, which stays open. */
  onConfirm: () => Promise<void>;
  refusal: (error: unknown) => string;
  /** Test ids: the card, its button, the instruction, the error, and the dialog when it needs one. */
  testIds: { zone: string; button: string; instruction: string; error: string; dialog?: string };
}

/**
 * One irreversible action of the admin settings' danger zone: a red card whose button opens the
 * 'Are you sure?' / 'This action can not be reversed' confirmation with the exact name typed
 * (docs/product.md §7.5).
 */
export function DangerZoneCard({ icon, title, text, action, disabled, name, typeName, onConfirm, refusal, testIds }: DangerZoneCardProps) {
  const [open, setOpen] = useState(false);
  // A fresh dialog (and typed text) each time it opens.
  const [attempt, setAttempt] = useState(0);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderColor: 'error.main', borderWidth: 2 }} data-testid={testIds.zone}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        {icon}
        <Typography variant="h6" component="h2" color="error.dark">
          {title}
        </Typography>
      </Box>
      <Typography sx={{ mb: 2.5 }}>{text}</Typography>
      <Button
        variant="contained"
        color="error"
        disabled={disabled}
        onClick={() => {
          setError(null);
          setAttempt((n) => n + 1);
          setOpen(true);
        }}
        data-testid={testIds.button}
      >
        {action}
      </Button>
      <ConfirmDialog
        key={attempt}
        open={open}
        onClose={() => setOpen(false)}
        onConfirm={() => void confirm()}
        confirmText={name}
        busy={busy}
        confirmLabel={action}
        testId={testIds.dialog}
      >
        <Typography sx={{ mt: 2 }} data-testid={testIds.instruction}>
          {typeName}
        </Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid={testIds.error}>
            {error}
          </Alert>
        )}
      </ConfirmDialog>
    </Paper>
  );
}
