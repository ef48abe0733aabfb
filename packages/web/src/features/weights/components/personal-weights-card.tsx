import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { PersonalWeightRow } from '@performa/contracts/api/weights';
import { displaySum, PARTIES } from '@performa/contracts/api/weights';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { DeleteConfirmDialog } from '../../../components/ui/delete-confirm-dialog.tsx';
import { ImportDialog } from '../../../components/ui/import-dialog.tsx';
import { numberText } from '../../../lib/numbers.ts';
import { useDeletePersonalWeight } from '../api/delete-personal-weight.ts';
import { useProjectParties } from '../api/get-project-parties.ts';
import { exportPersonalWeights, usePersonalWeights } from '../api/get-personal-weights.ts';
import { importPersonalWeights, personalWeightTemplate } from '../api/import-personal-weights.ts';
import { invalidateEmployeeWeights } from '../api/keys.ts';
import { PersonalWeightDialog } from './personal-weight-dialog.tsx';
import { Section } from './section.tsx';
import { useWeightList } from './use-weight-list.ts';
import { toPercent } from '@performa/contracts/weight-sums';
import { EmployeeCell, RowActions, WeightsTable } from './weights-table.tsx';

/** Employees with their personal party weights (or the project's): edit, remove, export and import. */
export function PersonalWeightsCard() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useWeightList();
  const page = usePersonalWeights(list.query);
  const project = useProjectParties();
  const remove = useDeletePersonalWeight();
  const [editing, setEditing] = useState<PersonalWeightRow | null>(null);
  const [removing, setRemoving] = useState<PersonalWeightRow | null>(null);
  const [importing, setImporting] = useState(false);

  const weightCells = (row: PersonalWeightRow) => {
    const own = row.weights;
    if (own) return [...PARTIES.map((p) => toPercent(own[p])), toPercent(displaySum(PARTIES.map((p) => own[p])))];
    const shared = project.data;
    return [
      ...PARTIES.map((p) => (
        <Typography key={p} variant="body2" color="text.secondary">
          {shared?.[p] === null || shared?.[p] === undefined ? '—' : toPercent(shared[p])}
        </Typography>
      )),
      <Chip key="source" size="small" variant="outlined" label={t('weights.personal.projectWeights')} data-testid="personal-weights-project-chip" />,
    ];
  };

  return (
    <Section
      title={t('weights.personal.title')}
      intro={t('weights.personal.intro')}
      testId="weights-personal-card"
      actions={
        <>
          <Button variant="outlined" startIcon={<FileUploadIcon />} onClick={() => setImporting(true)} data-testid="personal-weights-import">
            {t('common.import')}
          </Button>
          <ExportMenu label={t('weights.personal.export')} download={exportPersonalWeights} testId="personal-weights-export" />
        </>
      }
    >
      <WeightsTable
        list={list}
        label={t('weights.personal.title')}
        testId="personal-weights"
        columns={[
          { key: 'employee', label: t('weights.personal.employee') },
          { key: 'department', label: t('weights.personal.department') },
          ...PARTIES.map((p) => ({ key: p, label: t(`weights.parties.${p}`), numeric: true })),
          { key: 'sum', label: t('weights.sumLabel'), numeric: true },
        ]}
        rows={page.data?.results}
        count={page.data?.count ?? 0}
        loading={page.isFetching}
        rowKey={(row) => row.employee_id}
        empty={t('weights.personal.empty')}
        cells={(row) => [
          <EmployeeCell key="employee" name={row.full_name} number={row.employee_number} />,
          row.department?.name ?? '—',
          ...weightCells(row),
          <RowActions
            key="actions"
            testId={`personal-weights-${row.employee_id}`}
            editLabel={t('weights.personal.edit')}
            removeLabel={t('weights.personal.remove')}
            onEdit={() => setEditing(row)}
            onRemove={row.weights ? () => setRemoving(row) : undefined}
          />,
        ]}
      />
      {editing && <PersonalWeightDialog key={editing.employee_id} row={editing} projectWeights={project.data ?? null} onClose={() => setEditing(null)} />}
      {removing && (
        <DeleteConfirmDialog
          description={t('weights.personal.removeQuestion', { name: removing.full_name })}
          onDelete={() => remove.mutateAsync(removing.employee_id)}
          busy={remove.isPending}
          onClose={() => setRemoving(null)}
          errorTestId="personal-weights-remove-error"
        />
      )}
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('weights.personal.importTitle')}
        help={t('weights.personal.importHelp', { example: numberText(0.25) })}
        template={personalWeightTemplate}
        upload={importPersonalWeights}
        onImported={() => void invalidateEmployeeWeights(client)}
      />
    </Section>
  );
}
