import AddIcon from '@mui/icons-material/Add';
import GroupAddIcon from '@mui/icons-material/GroupAdd';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import type { Evaluation } from '@performa/contracts/api/evaluations';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListScreenHead } from '../../../components/list-screen-head.tsx';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { serverGridInput } from '../../../components/ui/server-grid.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLastPageFallback } from '../../../lib/list-params.ts';
import { notify } from '../../../lib/toast.ts';
import { useDeleteEvaluation } from '../api/delete-evaluation.ts';
import { exportEvaluationList, useEvaluationList } from '../api/get-evaluation-list.ts';
import { useEvaluationProgress } from '../api/get-evaluation-progress.ts';
import { useReopenEvaluation } from '../api/reopen-evaluation.ts';
import { filterQuery, listQuery, useEvaluationListParams } from '../hooks/use-evaluation-list-params.ts';
import { BulkCreateDialog } from './bulk-create-dialog.tsx';
import { CardActions } from './card-actions.tsx';
import { CreateEvaluationDialog } from './create-evaluation-dialog.tsx';
import { EvaluationFilters } from './evaluation-filters.tsx';
import { EvaluationsGrid } from './evaluations-grid.tsx';
import { ProgressCard } from './progress-card.tsx';
import { ReminderActions } from './reminders.tsx';
import { RoundPicker, useRoundChoice } from '../../../components/round-picker.tsx';

/**
 * /evaluations (docs/product.md §5.4, §7.6): the evaluations of a period's round with its progress,
 * server-side paged, sorted and filtered (all in the URL), exported; created one by one or in bulk;
 * activated, terminated or reactivated (a selection or the whole round); reopened or deleted per row;
 * and the round's reminders.
 */
export function EvaluationsScreen() {
  const { t } = useTranslation();
  const listParams = useEvaluationListParams();
  const { params, active, setContext, setFilters, clearFilters } = listParams;
  const choice = useRoundChoice(params.period, params.round);
  const round = choice.round;
  const list = useEvaluationList(round ? listQuery(params, round.id) : null);
  const progress = useEvaluationProgress(round?.id ?? null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState<'one' | 'bulk' | null>(null);
  const [deleting, setDeleting] = useState<Evaluation | null>(null);
  const reopen = useReopenEvaluation();
  const remove = useDeleteEvaluation();

  // Another round starts with nothing selected.
  const roundId = round?.id ?? null;
  useEffect(() => setSelected(new Set()), [roundId]);

  useLastPageFallback(list.data, listParams);

  const doReopen = (evaluation: Evaluation) =>
    reopen.mutate(evaluation.id, {
      onSuccess: () => notify.success(t('evaluations.reopened')),
      onError: (error) => notify.error(errorMessage(error)),
    });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <ListScreenHead
        title={t('evaluations.title')}
        count={list.data?.count}
        countTestId="evaluations-count"
        actions={
          round && (
            <Box data-testid="evaluations-actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating('one')} data-testid="evaluations-create">
                {t('evaluations.actions.create')}
              </Button>
              <Button variant="contained" color="secondary" startIcon={<GroupAddIcon />} onClick={() => setCreating('bulk')} data-testid="evaluations-bulk">
                {t('evaluations.actions.bulk')}
              </Button>
              <ExportMenu
                label={t('evaluations.actions.export')}
                download={(format) => exportEvaluationList(filterQuery(params, round.id), format)}
                testId="evaluations-export"
              />
              <ReminderActions round={round.id} roundName={round.name} />
            </Box>
          )
        }
      />

      <RoundPicker choice={choice} onChange={setContext} texts="evaluations" />

      {round && (
        <>
          <ProgressCard progress={progress.data} />
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
            <EvaluationFilters params={params} active={active} onFilters={setFilters} onClear={clearFilters} />
          </Paper>
          <CardActions round={round.id} selected={selected} onDone={() => setSelected(new Set())} />
          <EvaluationsGrid {...serverGridInput(list, listParams)} selected={selected} onSelect={setSelected} onReopen={doReopen} onDelete={setDeleting} />
        </>
      )}

      {round && creating === 'one' && <CreateEvaluationDialog rounds={choice.rounds} round={round.id} onClose={() => setCreating(null)} />}
      {round && creating === 'bulk' && <BulkCreateDialog round={round.id} roundName={round.name} onClose={() => setCreating(null)} />}
      {deleting && (
        <DeleteConfirmDialog
          description={t('evaluations.deleteQuestion', { evaluatee: deleting.evaluatee.full_name, evaluator: deleting.evaluator.full_name })}
          onDelete={() => remove.mutateAsync(deleting.id)}
          busy={remove.isPending}
          onClose={() => setDeleting(null)}
          errorTestId="evaluation-delete-error"
        />
      )}
    </Box>
  );
}
