import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import type { IndividualWeightRow } from '@performa/contracts/api/weights';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { useDeleteIndividualWeight } from '../api/delete-individual-weight.ts';
import { useIndividualWeights } from '../api/get-individual-weights.ts';
import { IndividualWeightDialog } from './individual-weight-dialog.tsx';
import { Section } from './section.tsx';
import { useWeightList } from './use-weight-list.ts';
import { toPercent } from '@performa/contracts/weight-sums';
import { EmployeeCell, RowActions, WeightsTable } from './weights-table.tsx';

/** Employees with their own goals / competencies split: add, change, remove. */
export function IndividualWeightsCard() {
  const { t } = useTranslation();
  const list = useWeightList();
  const page = useIndividualWeights(list.query);
  const remove = useDeleteIndividualWeight();
  const [editing, setEditing] = useState<IndividualWeightRow | 'new' | null>(null);
  const [removing, setRemoving] = useState<IndividualWeightRow | null>(null);

  return (
    <Section
      title={t('weights.individual.title')}
      intro={t('weights.individual.intro')}
      testId="weights-individual-card"
      actions={
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')} data-testid="individual-weights-add">
          {t('weights.individual.add')}
        </Button>
      }
    >
      <WeightsTable
        list={list}
        label={t('weights.individual.title')}
        testId="individual-weights"
        columns={[
          { key: 'employee', label: t('weights.individual.employee') },
          { key: 'department', label: t('weights.personal.department') },
          { key: 'goals', label: t('weights.split.goals'), numeric: true },
          { key: 'skills', label: t('weights.split.skills'), numeric: true },
        ]}
        rows={page.data?.results}
        count={page.data?.count ?? 0}
        loading={page.isFetching}
        rowKey={(row) => row.employee_id}
        empty={t('weights.individual.empty')}
        cells={(row) => [
          <EmployeeCell key="employee" name={row.full_name} number={row.employee_number} />,
          row.department?.name ?? '—',
          row.weights ? toPercent(row.weights.goal_weight) : undefined,
          row.weights ? toPercent(row.weights.skill_weight) : undefined,
          <RowActions
            key="actions"
            testId={`individual-weights-${row.employee_id}`}
            editLabel={t('weights.individual.edit')}
            removeLabel={t('weights.individual.remove')}
            onEdit={() => setEditing(row)}
            onRemove={() => setRemoving(row)}
          />,
        ]}
      />
      {editing && <IndividualWeightDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {removing && (
        <DeleteConfirmDialog
          description={t('weights.individual.removeQuestion', { name: removing.full_name })}
          onDelete={() => remove.mutateAsync(removing.employee_id)}
          busy={remove.isPending}
          onClose={() => setRemoving(null)}
          errorTestId="individual-weights-remove-error"
        />
      )}
    </Section>
  );
}
