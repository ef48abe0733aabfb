import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { TiedGroup, TopTenRow } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { usePositions } from '../../../api/organisation.ts';
import { FilterBar, IdFilter, RecordFilter } from '../../../components/ui/filter-bar.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { ScrollTable } from '../../../components/ui/scroll-table.tsx';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { scoreText } from '../../../lib/numbers.ts';
import { useTopTen } from '../api/get-top-ten.ts';
import { TOP_TEN_RANKINGS, type TopTenRanking } from '../api/keys.ts';
import type { DashboardParams } from '../hooks/use-dashboard-params.ts';
import { performanceCardPath } from './format.ts';
import { Rank, sharedRanks, TiedRow } from '../../../components/ui/rank.tsx';

/** One ranked list: rank (a shared one marked "="), the person with photo and position, department, score, grade, evaluations. */
function RankTable({
  title,
  rows,
  tied,
  ranking,
  period,
  testId,
}: {
  title: string;
  rows: readonly TopTenRow[];
  /** The next rank's tie, too large to list (counted). */
  tied: TiedGroup | null;
  ranking: TopTenRanking;
  period: number;
  testId: string;
}) {
  const { t } = useTranslation();
  const shared = sharedRanks(rows);
  const graded = ranking === 'score';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <ScrollTable label={title} minWidth={graded ? 620 : 520}>
        <Table size="small" data-testid={testId}>
          <TableHead>
            <TableRow>
              <TableCell>{t('adminDashboard.topTen.rankAndEmployee')}</TableCell>
              <TableCell>{t('adminDashboard.department')}</TableCell>
              <TableCell align="right">{t(`adminDashboard.topTen.scores.${ranking}`)}</TableCell>
              {graded && <TableCell>{t('adminDashboard.topTen.grade')}</TableCell>}
              <TableCell align="right">{t('adminDashboard.topTen.evaluations')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => {
              const tie = shared.has(row.rank);
              return (
                <TableRow key={row.employee.id} data-testid={`${testId}-${row.employee.id}`}>
                  <TableCell sx={{ minWidth: '13rem' }}>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                      <Box sx={{ minWidth: '2.25rem', textAlign: 'right', flexShrink: 0 }}>
                        <Rank rank={row.rank} tied={tie} testId={`${testId}-rank-${row.employee.id}`} />
                      </Box>
                      <PersonCell person={row.employee} to={performanceCardPath(row.employee.id, period)} testId={`${testId}-link-${row.employee.id}`} />
                    </Box>
                  </TableCell>
                  <TableCell>{row.employee.department?.name ?? t('adminDashboard.noDepartment')}</TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid={`${testId}-score-${row.employee.id}`}>
                    {scoreText(row.score)}
                  </TableCell>
                  {graded && <TableCell data-testid={`${testId}-grade-${row.employee.id}`}>{row.grade ?? '—'}</TableCell>}
                  <TableCell align="right">{row.evaluations}</TableCell>
                </TableRow>
              );
            })}
            {tied && <TiedRow tied={tied} columns={graded ? 5 : 4} testId={`${testId}-tied`} />}
          </TableBody>
        </Table>
      </ScrollTable>
    </Box>
  );
}

/**
 * Top 10 and bottom 10 of the round (docs/product.md §7.9) by the score that counts, skill overall or goal
 * overall, filtered by department (with its subtree) and position. Ties are ties: people with equal scores
 * share a rank, and everyone ranked 10 or better is listed. Each person links to their performance card.
 */
export function TopTen({
  round,
  period,
  params,
  onRanking,
  onFilters,
}: {
  round: number;
  period: number;
  params: DashboardParams;
  onRanking: (ranking: TopTenRanking) => void;
  onFilters: (patch: Partial<Pick<DashboardParams, 'department' | 'position'>>) => void;
}) {
  const { t } = useTranslation();
  const positions = usePositions();
  const query = useTopTen(params.ranking, { frequency_id: round, department: params.department, position: params.position });
  const data = query.data;
  const cardPeriod = data?.round?.period.id ?? period;
  const all = t('adminDashboard.topTen.all');
  const title = t('adminDashboard.topTen.title');
  return (
    <SectionPanel
      title={title}
      level="h2"
      testId="dashboard-top-ten"
      actions={
        <ToggleButtonGroup
          size="small"
          exclusive
          value={params.ranking}
          onChange={(_event, next: TopTenRanking | null) => next && onRanking(next)}
          aria-label={t('adminDashboard.topTen.rankBy')}
        >
          {TOP_TEN_RANKINGS.map((ranking) => (
            <ToggleButton key={ranking} value={ranking} data-testid={`dashboard-rank-${ranking}`} sx={{ py: 0.25, px: 1.25 }}>
              {t(`adminDashboard.topTen.by.${ranking}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      }
    >
      <FilterBar
        testId="dashboard-top-ten"
        active={[params.department, params.position].filter((value) => value !== null).length}
        onClear={() => onFilters({ department: null, position: null })}
        clearLabel={t('adminDashboard.topTen.clear')}
      >
        <RecordFilter
          record="Department"
          label={t('adminDashboard.department')}
          allLabel={all}
          value={params.department}
          onChange={(department) => onFilters({ department })}
          testId="dashboard-top-ten-department"
        />
        <IdFilter
          label={t('adminDashboard.position')}
          allLabel={all}
          value={params.position}
          onChange={(position) => onFilters({ position })}
          options={positions.data ?? []}
          testId="dashboard-top-ten-position"
        />
      </FilterBar>
      {query.isError && !data ? (
        <LoadFailed onRetry={() => void query.refetch()}>{t('adminDashboard.topTen.loadFailed')}</LoadFailed>
      ) : !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label={t('common.loading')} />
        </Box>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" data-testid="dashboard-top-ten-counts">
            {t('adminDashboard.topTen.counted', { counted: data.counted, incomplete: data.incomplete })}
          </Typography>
          {data.counted === 0 ? (
            <Typography data-testid="dashboard-top-ten-none">{t('adminDashboard.topTen.none')}</Typography>
          ) : (
            <>
              <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: 'minmax(0, 1fr)', xl: 'repeat(2, minmax(0, 1fr))' } }}>
                <RankTable
                  title={t('adminDashboard.topTen.top')}
                  rows={data.top}
                  tied={data.top_tied}
                  ranking={params.ranking}
                  period={cardPeriod}
                  testId="dashboard-top"
                />
                <RankTable
                  title={t('adminDashboard.topTen.bottom')}
                  rows={data.bottom}
                  tied={data.bottom_tied}
                  ranking={params.ranking}
                  period={cardPeriod}
                  testId="dashboard-bottom"
                />
              </Box>
              <Typography variant="body2" color="text.secondary">
                {t('adminDashboard.topTen.tiesNote')}
              </Typography>
            </>
          )}
        </>
      )}
    </SectionPanel>
  );
}
