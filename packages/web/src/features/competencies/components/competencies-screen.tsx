import FileUploadIcon from '@mui/icons-material/FileUpload';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { invalidateSetup } from '../../../api/evaluation-setup.ts';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { ImportDialog } from '../../../components/ui/import-dialog.tsx';
import { numberText } from '../../../lib/numbers.ts';
import { UrlTabs, useUrlTab } from '../../../components/ui/url-tabs.tsx';
import { invalidateCompetencies } from '../api/keys.ts';
import { getSkillTemplate } from '../api/get-skill-template.ts';
import { importSkills } from '../api/import-skills.ts';
import { useCanEditSkills } from '../hooks/use-can-edit-skills.ts';
import { EmployeesTab } from './employees-tab.tsx';
import { PositionsTab } from './positions-tab.tsx';
import { SkillsTab } from './skills-tab.tsx';

const TABS = ['skills', 'positions', 'employees', 'categories'] as const;

export interface CompetenciesScreenProps {
  /** The skill categories panel, composed by the page (features do not import each other). */
  categories?: ReactNode;
}

/**
 * /competencies: the catalogue, each position's list with weights and norms, employees' own lists,
 * the skill categories, and the import. View-only (dsv) users see no edit controls; the server
 * refuses their changes anyway. The tab lives in the URL (?tab=).
 */
export function CompetenciesScreen({ categories }: CompetenciesScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = useCanEditSkills();
  const [importing, setImporting] = useState(false);
  const tabs = TABS.filter((key) => key !== 'categories' || categories);
  const [tab, setTab] = useUrlTab(tabs);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <ScreenTitle title={t('competencies.title')} />
        {canEdit && (
          <Button variant="outlined" startIcon={<FileUploadIcon />} onClick={() => setImporting(true)} data-testid="competencies-import">
            {t('common.import')}
          </Button>
        )}
      </Box>
      {!canEdit && (
        <Alert severity="info" data-testid="competencies-view-only">
          {t('competencies.viewOnly')}
        </Alert>
      )}
      <UrlTabs tabs={tabs.map((key) => ({ key, label: t(`competencies.tabs.${key}`) }))} value={tab} onChange={setTab} testId="competencies-tab" />
      {tab === 'skills' && <SkillsTab canEdit={canEdit} />}
      {tab === 'positions' && <PositionsTab canEdit={canEdit} />}
      {tab === 'employees' && <EmployeesTab canEdit={canEdit} />}
      {tab === 'categories' && categories}
      {canEdit && (
        <ImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          title={t('competencies.importTitle')}
          help={t('competencies.importHelp', { example: numberText(0.25) })}
          template={getSkillTemplate}
          upload={importSkills}
          onImported={() => {
            void invalidateCompetencies(queryClient);
            void invalidateSetup(queryClient);
          }}
        />
      )}
    </Box>
  );
}
