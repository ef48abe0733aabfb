import DeleteSweepOutlined from '@mui/icons-material/DeleteSweepOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { familyKeys } from '../../../api/keys.ts';
import { useSelectedProject } from '../../../api/projects.ts';
import { refusalText } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { deleteEvaluationData } from '../api/delete-evaluation-data.ts';
import { DangerZoneCard } from './danger-zone-card.tsx';

/**
 * Deleting every evaluation of the selected project (docs/product.md §8.8): behind 'Are you sure?' /
 * 'This action can not be reversed' and the project's name typed exactly; one transaction on the server.
 */
export function EvaluationDataZone() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const project = useSelectedProject();
  const name = project?.project_name ?? '';
  return (
    <DangerZoneCard
      icon={<DeleteSweepOutlined color="error" />}
      title={t('adminSettings.evaluationData.title')}
      text={project ? t('adminSettings.evaluationData.text', { name }) : t('adminSettings.evaluationData.noProject')}
      action={t('adminSettings.evaluationData.button')}
      disabled={!project}
      name={name}
      typeName={t('adminSettings.evaluationData.typeName', { name })}
      onConfirm={async () => {
        const result = await deleteEvaluationData(name);
        notify.success(t('adminSettings.evaluationData.deleted', { count: result.deleted }));
        await queryClient.invalidateQueries({ queryKey: familyKeys.evaluations() });
      }}
      refusal={refusalText}
      testIds={{
        zone: 'evaluation-data-zone',
        button: 'delete-evaluation-data',
        instruction: 'evaluation-data-instruction',
        error: 'evaluation-data-error',
        dialog: 'evaluation-data-confirm',
      }}
    />
  );
}
