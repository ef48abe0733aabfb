import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { Employee } from '@performa/contracts/api/employees';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoment } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateInvitationLink } from '../api/create-invitation-link.ts';

export interface InvitationLinkDialogProps {
  /** Someone without a password yet (the row's `has_password` is false). */
  employee: Employee;
  onClose: () => void;
}

/**
 * "Copy invitation link" (docs/product.md §2.9, ADR 28): the admin first confirms, since a new link makes
 * the person's earlier ones stop working (an emailed invitation too); the link then shows once, with a
 * copy button, and is gone when the dialog closes. Where the browser gives no clipboard (plain HTTP
 * on another host), the link is selected for the admin to copy.
 */
export function InvitationLinkDialog({ employee, onClose }: InvitationLinkDialogProps) {
  const { t, i18n } = useTranslation();
  const creation = useCreateInvitationLink();
  const field = useRef<HTMLTextAreaElement>(null);
  const created = creation.data;
  const name = employee.full_name;

  const copy = async (link: string) => {
    try {
      await navigator.clipboard.writeText(link);
      notify.success(t('users.invitationLink.copied'));
    } catch {
      field.current?.focus();
      field.current?.select();
      notify.error(t('users.invitationLink.copyFailed'));
    }
  };

  return (
    <Dialog open onClose={creation.isPending ? undefined : onClose} fullWidth maxWidth="sm" data-testid="invitation-link-dialog">
      <DialogTitle sx={{ overflowWrap: 'anywhere' }}>{t('users.invitationLink.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {creation.isError && (
            <Alert severity="error" data-testid="invitation-link-error">
              {errorMessage(creation.error)}
            </Alert>
          )}
          {created ? (
            <>
              <TextField
                inputRef={field}
                label={t('users.invitationLink.label')}
                value={created.link}
                // The whole link in view, wrapped: a person reads it before passing it on.
                multiline
                fullWidth
                autoFocus
                onFocus={(event) => event.target.select()}
                slotProps={{
                  htmlInput: { readOnly: true, spellCheck: false, 'data-testid': 'invitation-link-url', style: { wordBreak: 'break-all' } },
                  inputLabel: { shrink: true },
                }}
              />
              <Alert severity="info" data-testid="invitation-link-single-use">
                {t('users.invitationLink.singleUse', { date: formatMoment(created.expires_at, i18n.language) })}
              </Alert>
            </>
          ) : (
            <DialogContentText data-testid="invitation-link-intro">{t('users.invitationLink.intro', { name })}</DialogContentText>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={creation.isPending} data-testid="invitation-link-close">
          {t(created ? 'common.close' : 'common.cancel')}
        </Button>
        {created ? (
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copy(created.link)} data-testid="invitation-link-copy">
            {t('users.invitationLink.copy')}
          </Button>
        ) : (
          <Button variant="contained" loading={creation.isPending} onClick={() => creation.mutate(employee.id)} data-testid="invitation-link-create">
            {t('users.invitationLink.create')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
