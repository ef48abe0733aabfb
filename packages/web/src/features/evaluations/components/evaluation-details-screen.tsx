import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { EvaluationDetails } from '@performa/contracts/api/evaluations';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { DetailPage } from './detail-page.tsx';
import { notify } from '../../../lib/toast.ts';
import { useChangeCards } from '../api/change-cards.ts';
import { useAssessmentDetails } from '../api/get-assessment-details.ts';
import { useReopenEvaluation } from '../api/reopen-evaluation.ts';
import { AnswersTable } from './answers-table.tsx';
import { evaluateePath } from './evaluations-grid.tsx';
import { EvaluationSummary, Memo, Section } from './evaluation-summary.tsx';
import { momentOf } from './format.tsx';
import { GoalLines } from './goal-lines.tsx';

/** Reopen (a completed one), terminate or reactivate one evaluation. */
function AdminActions({ details }: { details: EvaluationDetails }) {
  const { t } = useTranslation();
  const e = details.evaluation;
  const reopen = useReopenEvaluation();
  const cards = useChangeCards();
  const busy = reopen.isPending || cards.isPending;
  const card = (action: 'terminate' | 'reactivate') =>
    cards.mutate(
      { frequency_id: e.round.id, action, ids: [e.id], all: false },
      { onSuccess: () => notify.success(t(`evaluations.cardAction.one.${action}`)), onError: (error) => notify.error(errorMessage(error)) },
    );
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {e.completed && !e.terminated && (
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() =>
            reopen.mutate(e.id, { onSuccess: () => notify.success(t('evaluations.reopened')), onError: (error) => notify.error(errorMessage(error)) })
          }
          data-testid="details-reopen"
        >
          {t('evaluations.actions.reopen')}
        </Button>
      )}
      {e.terminated ? (
        <Button variant="outlined" disabled={busy} onClick={() => card('reactivate')} data-testid="details-reactivate">
          {t('evaluations.actions.reactivate')}
        </Button>
      ) : (
        <Button variant="outlined" color="error" disabled={busy} onClick={() => card('terminate')} data-testid="details-terminate">
          {t('evaluations.actions.terminate')}
        </Button>
      )}
    </Box>
  );
}

/** The evaluation's content: the answers per competency and the survey, or the goal lines. */
export function EvaluationContent({ details }: { details: EvaluationDetails }) {
  const { t } = useTranslation();
  if (details.evaluation.kind === 'goal')
    return (
      <Section title={t('evaluations.goals.title')} testId="evaluation-goals">
        {details.goals.length === 0 ? (
          <Typography color="text.secondary">{t('errors.noPersonalGoal')}</Typography>
        ) : (
          <GoalLines goals={details.goals} goalOverall={details.goal_overall} />
        )}
      </Section>
    );
  return (
    <>
      <Section title={t('evaluations.answers.title')} testId="evaluation-answers">
        <AnswersTable
          skills={details.skills}
          answers={details.skills.flatMap((s) => (s.answer ? [s.answer] : []))}
          scale={details.scale}
          testId="details-answers"
        />
      </Section>
      {details.survey.length > 0 && (
        <Section title={t('evaluations.answers.survey')} testId="evaluation-survey">
          <List dense disablePadding>
            {details.survey.map((q) => (
              <ListItem key={q.id} disableGutters data-testid={`survey-${q.id}`}>
                <ListItemText primary={q.question} secondary={q.answer ?? t('evaluations.answers.none')} />
              </ListItem>
            ))}
          </List>
        </Section>
      )}
    </>
  );
}

/** /evaluations/evaluation-details/{id}: one evaluation with its answers or goal lines, memo, dates, history and the admin's actions. */
export function EvaluationDetailsScreen({ id }: { id: number }) {
  const { t } = useTranslation();
  const details = useAssessmentDetails(id);
  const data = details.data;
  return (
    <DetailPage
      title={t('evaluations.details.title')}
      query={details}
      links={
        <>
          {data && (
            <Button component={RouterLink} to={evaluateePath(data.evaluation)} data-testid="details-evaluatee-link">
              {t('evaluations.actions.allOfEvaluatee')}
            </Button>
          )}
        </>
      }
    >
      {data && (
        <>
          <EvaluationSummary evaluation={data.evaluation} actions={<AdminActions details={data} />} />
          <EvaluationContent details={data} />
          <Memo memo={data.memo} />
          <Section title={t('evaluations.details.history')} testId="evaluation-history">
            <List dense disablePadding>
              {data.history.map((h, index) => (
                <ListItem key={index} disableGutters data-testid={`history-${index}`}>
                  <ListItemText primary={t(`evaluations.history.${h.action}`)} secondary={`${momentOf(h.at)} · ${h.by ?? t('evaluations.system')}`} />
                </ListItem>
              ))}
            </List>
          </Section>
        </>
      )}
    </DetailPage>
  );
}
