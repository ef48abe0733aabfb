import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PerformanceCard } from '@performa/contracts/api/results';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { formatMoment } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useReviewPerformanceCard } from '../api/review-performance-card.ts';
import { Section } from './section.tsx';

const MAX_COMMENT = 2000;

/**
 * The card's reviews (docs/product.md §5.8, §8.10): the employee acknowledges their results once a round
 * of the period is visible to them; the employee, their manager and admins comment.
 */
export function Reviews({ card }: { card: PerformanceCard }) {
  const { t, i18n } = useTranslation();
  const review = useReviewPerformanceCard();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState<'acknowledge' | 'comment' | null>(null);
  const base = { employee: card.employee.id, period: card.period.id };
  const acknowledged = card.reviews.some((r) => r.author_role === 'self' && r.acknowledged);
  const mayAcknowledge = card.viewer === 'self' && !acknowledged && card.rounds.some((r) => r.round.visible);

  const send = (kind: 'acknowledge' | 'comment') => {
    setFailure(null);
    setCommentError(null);
    setSending(kind);
    const body = kind === 'acknowledge' ? { ...base, acknowledged: true, comment: comment.trim() } : { ...base, comment: comment.trim() };
    review.mutate(body, {
      onSuccess: () => {
        notify.success(t(kind === 'acknowledge' ? 'performanceCard.reviews.acknowledgedDone' : 'performanceCard.reviews.sent'));
        setComment('');
      },
      onError: (error) => {
        const onComment = isApiError(error) ? error.fieldErrors?.comment : undefined;
        if (onComment) setCommentError(onComment.join(' '));
        else setFailure(errorMessage(error));
      },
      onSettled: () => setSending(null),
    });
  };

  const submitComment = (event: FormEvent) => {
    event.preventDefault();
    if (comment.trim() === '') {
      setCommentError(t('validation.required'));
      return;
    }
    send('comment');
  };

  return (
    <Section title={t('performanceCard.reviews.title')} testId="card-reviews">
      {card.reviews.length === 0 && <Typography color="text.secondary">{t('performanceCard.reviews.none')}</Typography>}
      {card.reviews.map((r) => (
        <Box key={r.id} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, breakInside: 'avoid' }} data-testid={`card-review-${r.id}`}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {r.author}
            </Typography>
            <Chip size="small" variant="outlined" label={t(`performanceCard.reviews.roles.${r.author_role}`)} />
            {r.acknowledged && (
              <Chip
                size="small"
                color="success"
                icon={<CheckCircleOutline />}
                label={t('performanceCard.reviews.acknowledged')}
                data-testid={`card-review-${r.id}-acknowledged`}
              />
            )}
            <Typography variant="body2" color="text.secondary">
              {formatMoment(r.created_at, i18n.language)}
            </Typography>
          </Box>
          {r.comment && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {r.comment}
            </Typography>
          )}
        </Box>
      ))}
      <Box
        component="form"
        noValidate
        onSubmit={submitComment}
        sx={{ display: 'flex', flexDirection: 'column', gap: 1.25, pt: 1, '@media print': { display: 'none' } }}
        data-testid="card-review-form"
      >
        {failure && (
          <Alert severity="error" data-testid="card-review-error">
            {failure}
          </Alert>
        )}
        <TextField
          label={t('performanceCard.reviews.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={2}
          error={Boolean(commentError)}
          helperText={commentError ?? undefined}
          slotProps={{ htmlInput: { maxLength: MAX_COMMENT, 'data-testid': 'card-review-comment' } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'flex-end' }}>
          {mayAcknowledge && (
            <Button
              variant="outlined"
              color="success"
              startIcon={<CheckCircleOutline />}
              disabled={sending !== null}
              onClick={() => send('acknowledge')}
              data-testid="card-acknowledge"
            >
              {t('performanceCard.reviews.acknowledge')}
            </Button>
          )}
          <SubmitButton busy={sending === 'comment'} disabled={sending !== null} data-testid="card-review-send">
            {t('performanceCard.reviews.send')}
          </SubmitButton>
        </Box>
        {mayAcknowledge && (
          <Typography variant="body2" color="text.secondary">
            {t('performanceCard.reviews.acknowledgeHint')}
          </Typography>
        )}
      </Box>
    </Section>
  );
}
