import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  /** Extra explanation under "This action can not be reversed". */
  children?: ReactNode;
  /** Text the user must type to enable the confirm button (danger zone). */
  confirmText?: string;
  busy?: boolean;
  confirmLabel?: string;
  /** Replaces 'Are you sure?' and 'This action can not be reversed' (e.g. the unsaved-changes question). */
  title?: string;
  description?: string;
  cancelLabel?: string;
  /** The confirm button's colour: red for what destroys (the default), primary for a step that only commits (submit, send). */
  tone?: 'danger' | 'commit';
  testId?: string;
}

/** The irreversible-action confirmation of docs/product.md §9.2: 'Are you sure?' / 'This action can not be reversed'. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  children,
  confirmText,
  busy = false,
  confirmLabel,
  title,
  description,
  cancelLabel,
  tone = 'danger',
  testId = 'confirm-dialog',
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const ready = confirmText === undefined || typed.trim() === confirmText.trim();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} data-testid={testId}>
      <DialogTitle>{title ?? t('common.areYouSure')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{description ?? t('common.cannotBeReversed')}</DialogContentText>
        {children}
        {confirmText !== undefined && (
          <TextField
            autoFocus
            fullWidth
            margin="normal"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={confirmText}
            slotProps={{ htmlInput: { 'data-testid': 'confirm-text' } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color={tone === 'danger' ? 'error' : 'primary'} variant="contained" onClick={onConfirm} disabled={!ready || busy} data-testid="confirm-button">
          {confirmLabel ?? t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
