import FileUploadIcon from '@mui/icons-material/FileUpload';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { ImportResult } from '@performa/contracts/api/employees';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { ImportDialog } from '../../../components/ui/import-dialog.tsx';
import { downloadGoalTemplate } from '../api/download-goal-template.ts';
import { exportGoals } from '../api/export-goals.ts';
import { importGoals } from '../api/import-goals.ts';

export interface GoalDataActionsProps {
  /** The period whose goals the export holds (all periods when null). */
  periodId: number | null;
  /** Whether the caller may import (goal edit right); the export needs only the view right. */
  canImport: boolean;
  /** Called after a successful import, to refresh what shows the goals. */
  onImported?: (result: ImportResult) => void;
}

/** Goal import from Excel and goal data export (docs/product.md §6.6), for the goals screen's toolbar. */
export function GoalDataActions({ periodId, canImport, onImported }: GoalDataActionsProps) {
  const { t } = useTranslation();
  const [importing, setImporting] = useState(false);
  return (
    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
      {canImport && (
        <Button variant="outlined" startIcon={<FileUploadIcon />} onClick={() => setImporting(true)} data-testid="goals-import">
          {t('goalData.import')}
        </Button>
      )}
      <ExportMenu label={t('goalData.export')} download={(format) => exportGoals(format, periodId)} testId="goals-export" />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        title={t('goalData.importTitle')}
        help={t('goalData.importHelp')}
        template={downloadGoalTemplate}
        upload={importGoals}
        onImported={onImported}
      />
    </Stack>
  );
}
