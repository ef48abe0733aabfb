import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { ServerPager } from '../../../components/ui/server-grid.tsx';
import { PAGE_SIZES } from '../../../lib/list-params.ts';
import type { PanelParams } from '../hooks/use-panel-params.ts';
import { ScoreCell } from './format.tsx';

/** What a panel tab (goals, competencies) takes from the panel: the list's state, the round and period shown, paging and sorting. */
export interface PanelTabProps {
  params: PanelParams;
  round: number;
  period: number;
  onPage: (page: number, size: number) => void;
  onSort: (sort: PanelParams['sort']) => void;
}

/**
 * The frame of a panel tab (goals, competencies) around the read of its page: a failed read with Retry,
 * else the bordered frame, busy while the page loads, with the "no data" message when a loaded page is empty.
 */
export function PanelFrame({
  query,
  children,
}: {
  query: { isError: boolean; isFetching: boolean; data?: { results: readonly unknown[] }; refetch: () => unknown };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()}>{t('performance.loadFailed')}</LoadFailed>;
  const empty = query.data !== undefined && query.data.results.length === 0;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }} aria-busy={query.isFetching}>
      {empty && (
        <Alert severity="info" sx={{ m: 1.5 }}>
          {t('common.noData')}
        </Alert>
      )}
      {children}
    </Box>
  );
}

/** The phone-width list of a panel tab: one card a person. */
export function PersonCards({ label, testId, children }: { label: string; testId: string; children: ReactNode }) {
  return (
    <Box component="ul" aria-label={label} data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {children}
    </Box>
  );
}

export interface PersonCardProps {
  testId: string;
  /** The person's page (goal or skill performance) and name. */
  to: string;
  name: string;
  /** The overall score shown beside the name, with its label. */
  overallLabel: string;
  overall: number | null;
  overallTestId: string;
  children: ReactNode;
}

/** One person of a panel tab at phone width: name (a link to their page), an overall score, then the details. */
export function PersonCard({ testId, to, name, overallLabel, overall, overallTestId, children }: PersonCardProps) {
  return (
    <Box component="li" data-testid={testId} sx={{ px: 1.5, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 0.75 }}>
        <Link component={RouterLink} to={to} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Link>
        <Box sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexShrink: 0 }}>
          <Typography variant="body2" color="text.secondary">
            {overallLabel}
          </Typography>
          <ScoreCell score={overall} testId={overallTestId} />
        </Box>
      </Box>
      {children}
    </Box>
  );
}

/** The pager under a panel tab, in the panel's page sizes and words. */
export function PanelPager({
  count,
  params,
  onPage,
  testId,
}: {
  count: number;
  params: PanelParams;
  onPage: (page: number, size: number) => void;
  testId: string;
}) {
  return <ServerPager count={count} page={params.page} size={params.size} sizes={PAGE_SIZES} onPage={onPage} testId={testId} />;
}
