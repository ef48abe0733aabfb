import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { refusalText } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useCreateEvaluation } from '../api/create-evaluation.ts';
import { useGoalEvaluationOf } from '../api/get-goal-evaluation-of.ts';
import { EvaluationContent } from './evaluation-details-screen.tsx';
import { detailsPath } from './evaluations-grid.tsx';
import { EvaluationSummary, Memo } from './evaluation-summary.tsx';
import { DetailPage } from './detail-page.tsx';

/**
 * /goal-evaluation/{employee_id}/{frequency_id} (docs/product.md §7.6): the goal evaluation of one
 * evaluatee in a round — goals with target, direction, actual or rating, score, weight, sub goals and
 * goal overall — or, while there is none, a button that creates it (for the evaluatee's manager).
 */
export function GoalEvaluationScreen({ employeeId, roundId }: { employeeId: number; roundId: number }) {
  const { t } = useTranslation();
  const query = useGoalEvaluationOf(employeeId, roundId);
  const create = useCreateEvaluation();
  const [failure, setFailure] = useState<string | null>(null);
  const data = query.data;

  const createIt = () => {
    setFailure(null);
    create.mutate(
      { kind: 'goal', body: { frequency_id: roundId, evaluatee_id: employeeId } },
      { onSuccess: () => notify.success(t('evaluations.create.created')), onError: (error) => setFailure(refusalText(error)) },
    );
  };

  return (
    <DetailPage
      title={t('evaluations.goals.pageTitle')}
      query={query}
      links={
        <>
          <Button component={RouterLink} to={`/user-evaluations/${employeeId}/${roundId}`} data-testid="goal-evaluatee-link">
            {t('evaluations.actions.allOfEvaluatee')}
          </Button>
        </>
      }
    >
      {data && !data.details && (
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}
          data-testid="goal-evaluation-none"
        >
          <Typography variant="h6" component="h2">
            {data.evaluatee.full_name} · {data.round.period.name} · {data.round.name}
          </Typography>
          <Typography>{t('evaluations.goals.none')}</Typography>
          {failure && (
            <Alert severity="error" data-testid="goal-evaluation-error">
              {failure}
            </Alert>
          )}
          <SubmitButton busy={create.isPending} onClick={createIt} data-testid="goal-evaluation-create">
            <AddIcon sx={{ mr: 1 }} />
            {t('evaluations.goals.create')}
          </SubmitButton>
        </Paper>
      )}
      {data?.details && (
        <>
          <EvaluationSummary
            evaluation={data.details.evaluation}
            actions={
              <Button component={RouterLink} to={detailsPath(data.details.evaluation.id)} data-testid="goal-details-link">
                {t('evaluations.actions.details')}
              </Button>
            }
          />
          <EvaluationContent details={data.details} />
          <Memo memo={data.details.memo} />
        </>
      )}
    </DetailPage>
  );
}
