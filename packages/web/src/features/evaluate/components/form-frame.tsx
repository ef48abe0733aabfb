import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { EvaluationDetails } from '@performa/contracts/api/evaluations';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { NotFoundPage } from '../../../components/not-found-page.tsx';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { initials } from '../../../lib/initials.ts';
import { notify } from '../../../lib/toast.ts';
import { formatDay } from '../../../lib/dates.ts';
import type { DraftStatus } from './use-draft.ts';
import { useCountdown } from './use-countdown.ts';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';

/** The loading and failure states of a form page, then the form. */
export function FormLoader<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data?: T; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  // Another person's evaluation, or one not (or no longer) activated for the caller, is a 404.
  if (isApiError(query.error) && query.error.status === 404) return <NotFoundPage />;
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  if (query.isError || query.data === undefined)
    return (
      <Box>
        <BackLink />
        <LoadFailed onRetry={() => void query.refetch()}>{t('evaluate.form.loadFailed')}</LoadFailed>
      </Box>
    );
  return children(query.data);
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to="/evaluate" startIcon={<ArrowBack />} sx={{ mb: 1 }} data-testid="evaluate-back">
      {t('evaluate.form.back')}
    </Button>
  );
}

/** The top of a form: back link, title, the evaluatee, the round with its countdown, and why the form is read-only. */
export function EvaluationHeader({ details, title }: { details: EvaluationDetails; title: string }) {
  const { t, i18n } = useTranslation();
  const { evaluation } = details;
  const { evaluatee, round } = evaluation;
  const countdown = useCountdown()(round.end_date);
  const place = [evaluatee.position?.name, evaluatee.department?.name].filter(Boolean).join(' · ');
  return (
    <Box sx={{ mb: 3 }}>
      <BackLink />
      <ScreenTitle title={title} />
      <Paper variant="outlined" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, p: 2, mt: 2 }} data-testid="evaluation-header">
        <Avatar src={evaluatee.image ?? undefined} alt="" sx={{ width: 56, height: 56, bgcolor: 'secondary.main' }}>
          {initials(evaluatee.full_name)}
        </Avatar>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {t('evaluate.form.evaluatee')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }} data-testid="evaluatee-name">
            {evaluatee.full_name}
          </Typography>
          {place && (
            <Typography variant="body2" color="text.secondary">
              {place}
            </Typography>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.75, alignItems: 'flex-start' }}>
          <Chip size="small" variant="outlined" label={t('evaluate.as', { party: t(`evaluate.party.${evaluation.party}`) })} />
          <Typography variant="body2">
            {t('evaluate.form.round')}: {round.name} · {round.period.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('evaluate.deadline', { date: formatDay(round.end_date, i18n.language) })}
            {!evaluation.completed && ` · ${countdown.text}`}
          </Typography>
        </Box>
      </Paper>
      {evaluation.completed ? (
        <Alert severity="success" sx={{ mt: 2 }} data-testid="form-locked">
          {evaluation.completed_at ? t('evaluate.form.completedOn', { date: formatDay(evaluation.completed_at, i18n.language) }) : t('evaluate.form.readOnly')}
        </Alert>
      ) : (
        !details.editable && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="form-locked">
            {details.locked_reason ?? t('evaluate.form.readOnly')}
          </Alert>
        )
      )}
    </Box>
  );
}

/** The optional assessment memo. */
export function MemoField({ value, onChange, readOnly, error }: { value: string; onChange: (memo: string) => void; readOnly: boolean; error?: string }) {
  const { t } = useTranslation();
  return (
    <Box data-invalid={error ? 'true' : undefined} sx={{ my: 3 }}>
      <TextField
        label={t('evaluate.form.memo')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        multiline
        minRows={3}
        fullWidth
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: 5000, readOnly, 'data-testid': 'evaluation-memo' } }}
      />
    </Box>
  );
}

/**
 * The form's foot, kept in view: the save status (read out when it changes), the failure of the last
 * save, "Save draft" and "Submit" (which checks the form first, and asks only when nothing is missing).
 */
export function FormActions({
  status,
  failure,
  onSaveDraft,
  onCheck,
  onSubmit,
  extra,
}: {
  status: DraftStatus;
  failure: string | null;
  onSaveDraft: () => Promise<boolean>;
  /** Whether the form is complete for submitting; when not, it has marked what is missing and nothing is asked. */
  onCheck: () => boolean;
  onSubmit: () => Promise<boolean>;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const busy = status === 'saving';
  const ask = () => {
    if (onCheck()) setAsking(true);
  };
  const submit = async () => {
    setAsking(false);
    if (await onSubmit()) notify.success(t('evaluate.form.submitted'));
  };
  return (
    <Box
      component="section"
      aria-label={t('evaluate.form.actions')}
      sx={{ position: 'sticky', bottom: 0, zIndex: 2, bgcolor: 'background.default', borderTop: 1, borderColor: 'divider', py: 1.5, mt: 2 }}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 1.5 }} data-testid="form-failure">
          {failure}
        </Alert>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Typography
          variant="body2"
          role="status"
          color={status === 'failed' ? 'error.dark' : 'text.secondary'}
          sx={{ mr: 'auto', fontWeight: status === 'failed' ? 600 : undefined }}
          data-testid="draft-status"
          data-status={status}
        >
          {t(`evaluate.form.status.${status}`)}
        </Typography>
        {extra}
        <Button variant="outlined" onClick={() => void onSaveDraft()} disabled={busy} data-testid="save-draft">
          {t('evaluate.form.saveDraft')}
        </Button>
        <Button variant="contained" onClick={ask} disabled={busy} data-testid="submit-evaluation">
          {t('evaluate.form.submit')}
        </Button>
      </Box>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        onConfirm={() => void submit()}
        title={t('evaluate.form.submitTitle')}
        description={t('evaluate.form.submitQuestion')}
        confirmLabel={t('evaluate.form.submit')}
        testId="submit-confirm"
        tone="commit"
      />
    </Box>
  );
}
