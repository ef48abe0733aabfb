import AssignmentIndOutlined from '@mui/icons-material/AssignmentIndOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridSortModel } from '@mui/x-data-grid';
import type { GradeRange, PanelRow } from '@performa/contracts/api/results';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { ServerDataGrid } from '../../../components/ui/server-data-grid.tsx';
import { GridCard, GridCards, SERVER_GRID_PROPS, useServerGridProps } from '../../../components/ui/server-grid.tsx';
import type { PanelOrdering, PanelParams } from '../hooks/use-panel-params.ts';
import { goalPerformancePath, GradeChip, performanceCardPath, ScoreCell, skillPerformancePath } from './format.tsx';
import { PanelPager } from './panel-cards.tsx';

/** Grid column → the API ordering it sorts by. */
const SORT_FIELDS: Record<string, PanelOrdering> = {
  full_name: 'full_name',
  employee_number: 'employee_number',
  department: 'department',
  goal_overall: 'goal_overall',
  skill_overall: 'skill_overall',
  final_score: 'final_score',
  after_calibration_score: 'after_calibration_score',
  // The grade column sorts by the score that counts (the grade follows it).
  grade: 'score',
};

interface RowLink {
  key: string;
  icon: ReactElement;
  label: string;
  to: string;
  testId: string;
}

const SCORES = ['goal_overall', 'skill_overall', 'final_score', 'after_calibration_score'] as const;

export interface ResultsGridProps {
  rows: readonly PanelRow[];
  grades: readonly GradeRange[];
  period: number;
  rowCount: number;
  loading: boolean;
  params: PanelParams;
  onPage: (page: number, size: number) => void;
  onSort: (sort: PanelParams['sort']) => void;
}

/** "Competencies 2/3 · Goals 1/1": how many of the person's evaluations in the round are completed. */
function Completeness({ row }: { row: PanelRow }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ lineHeight: 1.3 }} data-testid={`performance-completeness-${row.employee.id}`}>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {t('performance.completeness.skill', { done: row.skill_done, total: row.skill_total })}
      </Typography>
      <Typography variant="body2" component="span" sx={{ display: 'block' }}>
        {t('performance.completeness.goal', { done: row.goal_done, total: row.goal_total })}
      </Typography>
    </Box>
  );
}

/** Links to the person's competency and goal pages and their performance card for the round's period. */
function RowLinks({ row, period }: { row: PanelRow; period: number }) {
  const { t } = useTranslation();
  const links: RowLink[] = [
    {
      key: 'skills',
      icon: <PsychologyOutlined />,
      label: t('performance.links.skills', { name: row.employee.full_name }),
      to: skillPerformancePath(row.employee.id, period),
      testId: `performance-skills-link-${row.employee.id}`,
    },
    {
      key: 'goals',
      icon: <FlagOutlined />,
      label: t('performance.links.goals', { name: row.employee.full_name }),
      to: goalPerformancePath(row.employee.id, period),
      testId: `performance-goals-link-${row.employee.id}`,
    },
    {
      key: 'card',
      icon: <AssignmentIndOutlined />,
      label: t('performance.links.card', { name: row.employee.full_name }),
      to: performanceCardPath(row.employee.id, period),
      testId: `performance-card-link-${row.employee.id}`,
    },
  ];
  return links.map((l) => (
    <Tooltip key={l.key} title={l.label}>
      <IconButton component={RouterLink} to={l.to} aria-label={l.label} data-testid={l.testId} size="small">
        {l.icon}
      </IconButton>
    </Tooltip>
  ));
}

/** The panel's results: every employee of the round, sorted and paged by the server; cards on a phone. */
export function ResultsGrid({ rows, grades, period, rowCount, loading, params, onPage, onSort }: ResultsGridProps) {
  const { t } = useTranslation();

  const columns = useMemo((): GridColDef<PanelRow>[] => {
    const score = (field: (typeof SCORES)[number], minWidth = 116): GridColDef<PanelRow> => ({
      field,
      headerName: t(`performance.columns.${field}`),
      description: t(`performance.columnHints.${field}`),
      minWidth,
      flex: 0.5,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <ScoreCell score={row[field]} testId={`performance-${field}-${row.employee.id}`} />,
    });
    const list: GridColDef<PanelRow>[] = [
      {
        field: 'full_name',
        headerName: t('performance.columns.employee'),
        minWidth: 200,
        flex: 1.4,
        renderCell: ({ row }) => (
          <PersonCell
            person={row.employee}
            caption={[row.employee.employee_number, row.employee.position?.name].filter(Boolean).join(' · ')}
            to={performanceCardPath(row.employee.id, period)}
            testId={`performance-employee-${row.employee.id}`}
          />
        ),
      },
      {
        field: 'department',
        headerName: t('performance.columns.department'),
        minWidth: 130,
        flex: 0.8,
        valueGetter: (_v, row) => row.employee.department?.name ?? '—',
      },
      score('goal_overall'),
      score('skill_overall', 130),
      score('final_score'),
      score('after_calibration_score', 140),
      {
        field: 'grade',
        headerName: t('performance.columns.grade'),
        description: t('performance.columnHints.grade'),
        minWidth: 170,
        flex: 0.7,
        renderCell: ({ row }) => <GradeChip grade={row.grade} grades={grades} testId={`performance-grade-${row.employee.id}`} />,
      },
      {
        field: 'completeness',
        headerName: t('performance.columns.completeness'),
        minWidth: 130,
        flex: 0.7,
        renderCell: ({ row }) => <Completeness row={row} />,
      },
      {
        field: 'actions',
        headerName: t('performance.columns.links'),
        minWidth: 124,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <RowLinks row={row} period={period} />
          </Box>
        ),
      },
    ];
    return list.map((c) => ({ ...c, sortable: c.field in SORT_FIELDS, hideable: false }));
  }, [t, grades, period]);

  const sortModel = useMemo(
    (): GridSortModel => [{ field: params.sort.field === 'score' ? 'grade' : params.sort.field, sort: params.sort.direction }],
    [params.sort],
  );
  const serverProps = useServerGridProps({ rows, loading, size: params.size, sortModel, sortFields: SORT_FIELDS, onSort });

  return (
    <ServerDataGrid
      {...serverProps}
      columns={columns}
      getRowId={(row) => row.employee.id}
      localeText={{ noRowsLabel: t('common.noData'), noResultsOverlayLabel: t('common.noData') }}
      rowHeight={60}
      columnHeaderHeight={64}
      sx={{ ...SERVER_GRID_PROPS.sx, '& .MuiDataGrid-columnHeaderTitle': { whiteSpace: 'normal', lineHeight: 1.2 } }}
      data-testid="performance-grid"
      cards={() => (
        <GridCards label={t('performance.cards')} loading={loading} empty={rows.length === 0} testId="performance-cards">
          {rows.map((row) => (
            <GridCard key={row.employee.id} testId={`performance-card-${row.employee.id}`} gap={1} px={1.5}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link
                  component={RouterLink}
                  to={performanceCardPath(row.employee.id, period)}
                  underline="hover"
                  sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  data-testid={`performance-employee-${row.employee.id}`}
                >
                  {row.employee.full_name}
                </Link>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[row.employee.employee_number, row.employee.position?.name, row.employee.department?.name].filter(Boolean).join(' · ')}
                </Typography>
                <Box
                  component="dl"
                  sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1.5, rowGap: 0.25, m: 0, mt: 0.75, width: 'fit-content' }}
                >
                  {SCORES.map((field) => (
                    <Box key={field} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {t(`performance.columns.${field}`)}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'right' }}>
                        <ScoreCell score={row[field]} testId={`performance-${field}-${row.employee.id}`} />
                      </Typography>
                    </Box>
                  ))}
                </Box>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.75 }}>
                  <GradeChip grade={row.grade} grades={grades} testId={`performance-grade-${row.employee.id}`} />
                  <Completeness row={row} />
                </Box>
              </Box>
              <Box sx={{ display: 'flex', flexDirection: 'column', flexShrink: 0 }}>
                <RowLinks row={row} period={period} />
              </Box>
            </GridCard>
          ))}
        </GridCards>
      )}
      pager={<PanelPager count={rowCount} params={params} onPage={onPage} testId="performance-pagination" />}
    />
  );
}
