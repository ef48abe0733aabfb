import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SurveyQuestion } from '@performa/contracts/api/evaluations';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { EditDeleteActions } from '../../../components/ui/row-actions.tsx';
import { useEvaluationSettings } from '../api/evaluation-settings.ts';
import { useDeleteSurveyQuestion, useSurveyQuestions } from '../api/survey-questions.ts';
import { EvaluationSettingsForm } from './evaluation-settings-form.tsx';
import { SurveyQuestionDialog } from './survey-question-dialog.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';

/** A read's loading and failure states. */
function Loaded<T>({
  query,
  children,
}: {
  query: { isPending: boolean; isError: boolean; data?: T; refetch: () => unknown };
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  if (query.isError || query.data === undefined) return <LoadFailed onRetry={() => void query.refetch()}>{t('periods.evaluation.loadFailed')}</LoadFailed>;
  return children(query.data);
}

/**
 * The "Evaluation settings" tab of /periods (docs/product.md §5.4, §5.10): coworkers per evaluatee, the
 * reminder days, and the survey questions of the evaluation forms.
 */
export function EvaluationSettingsScreen() {
  const { t } = useTranslation();
  const settings = useEvaluationSettings();
  return (
    <Box data-testid="evaluation-settings-screen">
      <ScreenTitle title={t('periods.evaluation.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('periods.evaluation.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Loaded query={settings}>{(data) => <EvaluationSettingsForm settings={data} />}</Loaded>
      </Paper>
      <SurveyPanel />
    </Box>
  );
}

type Dialog = { kind: 'edit'; question: SurveyQuestion | null } | { kind: 'delete'; question: SurveyQuestion } | null;

function SurveyPanel() {
  const { t } = useTranslation();
  const questions = useSurveyQuestions();
  const remove = useDeleteSurveyQuestion();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const nextPosition = (questions.data ?? []).reduce((max, q) => Math.max(max, q.position + 1), 0);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="survey-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h3" id="survey-title">
          {t('periods.survey.title')}
        </Typography>
        <Button variant="contained" startIcon={<Add />} onClick={() => setDialog({ kind: 'edit', question: null })} data-testid="survey-add">
          {t('periods.survey.add')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('periods.survey.intro')}
      </Typography>
      <Loaded query={questions}>
        {(list) =>
          list.length === 0 ? (
            <Typography color="text.secondary" data-testid="survey-empty">
              {t('periods.survey.empty')}
            </Typography>
          ) : (
            <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {list.map((question) => (
                <Box
                  component="li"
                  key={question.id}
                  data-testid={`survey-row-${question.id}`}
                  sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1.5, borderTop: 1, borderColor: 'divider' }}
                >
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ overflowWrap: 'anywhere' }}>{question.question}</Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
                      {question.options.map((option) => (
                        <Chip key={option} size="small" variant="outlined" label={option} />
                      ))}
                    </Box>
                  </Box>
                  <EditDeleteActions
                    name={question.question}
                    onEdit={() => setDialog({ kind: 'edit', question })}
                    onDelete={() => setDialog({ kind: 'delete', question })}
                    editTestId={`survey-edit-${question.id}`}
                    deleteTestId={`survey-delete-${question.id}`}
                  />
                </Box>
              ))}
            </Box>
          )
        }
      </Loaded>
      {dialog?.kind === 'edit' && <SurveyQuestionDialog question={dialog.question} position={nextPosition} onClose={close} />}
      {dialog?.kind === 'delete' && (
        <DeleteConfirmDialog
          description={t('periods.survey.deleteWhat', { question: dialog.question.question })}
          onDelete={() => remove.mutateAsync(dialog.question.id)}
          busy={remove.isPending}
          onClose={close}
          errorTestId="survey-delete-error"
        />
      )}
    </Paper>
  );
}
