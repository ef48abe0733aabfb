import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePeriodOptions } from '../../../api/evaluation-setup.ts';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { UrlTabs, useSetSearchParam, useUrlTab } from '../../../components/ui/url-tabs.tsx';
import { invalidateGoals } from '../api/keys.ts';
import { useCanEditGoals } from '../hooks/use-can-edit-goals.ts';
import { PeriodSelect } from './period-select.tsx';
import { PersonalGoalsTab } from './personal-goals-tab.tsx';
import { PositionalGoalsTab } from './positional-goals-tab.tsx';

const TABS = ['personal', 'positional', 'categories'] as const;

/** What the page's toolbar (goal import and export) needs from the screen. */
export interface GoalsToolbarContext {
  periodId: number | null;
  canEdit: boolean;
  /** Refreshes every goal read (after an import). */
  refresh: () => void;
}

export interface GoalsScreenProps {
  /** The goal categories panel, composed by the page (features do not import each other). */
  categories?: ReactNode;
  /** Buttons beside the title (the page passes goal import and export). */
  toolbar?: (context: GoalsToolbarContext) => ReactNode;
}

/**
 * /goals: personal goals per employee and period, positional goals, and goal categories. View-only
 * (dgv) users see no edit controls; the server refuses their changes anyway. The tab and the period
 * live in the URL (?tab=, ?period=).
 */
export function GoalsScreen({ categories, toolbar }: GoalsScreenProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const canEdit = useCanEditGoals();
  const periods = usePeriodOptions();
  const [params] = useSearchParams();
  const setParam = useSetSearchParam();
  const tabs = TABS.filter((key) => key !== 'categories' || categories);
  const [tab, setTab] = useUrlTab(tabs);
  const list = periods.data ?? [];
  const chosen = Number(params.get('period'));
  const periodId = list.find((p) => p.id === chosen)?.id ?? list.find((p) => p.state === 'current')?.id ?? list[0]?.id ?? null;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
        <ScreenTitle title={t('goals.title')} />
        {toolbar?.({ periodId, canEdit, refresh: () => void invalidateGoals(queryClient) })}
      </Box>
      {!canEdit && (
        <Alert severity="info" data-testid="goals-view-only">
          {t('goals.viewOnly')}
        </Alert>
      )}
      <UrlTabs tabs={tabs.map((key) => ({ key, label: t(`goals.tabs.${key}`) }))} value={tab} onChange={setTab} testId="goals-tab" />
      {tab === 'personal' &&
        (periods.isSuccess && periodId === null ? (
          <Alert severity="info" data-testid="goals-no-periods">
            {t('goals.noPeriods')}
          </Alert>
        ) : (
          <>
            <PeriodSelect periods={list} value={periodId} onChange={(id) => setParam('period', String(id))} />
            {periodId !== null && <PersonalGoalsTab key={periodId} periodId={periodId} canEdit={canEdit} />}
          </>
        ))}
      {tab === 'positional' && <PositionalGoalsTab canEdit={canEdit} />}
      {tab === 'categories' && categories}
    </Box>
  );
}
