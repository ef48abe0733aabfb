import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import LockOpenOutlined from '@mui/icons-material/LockOpenOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef, type GridRowSelectionModel, type GridSortModel } from '@mui/x-data-grid';
import type { Evaluation } from '@performa/contracts/api/evaluations';
import { useCallback, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { PersonCell } from '../../../components/ui/person-cell.tsx';
import { ServerDataGrid } from '../../../components/ui/server-data-grid.tsx';
import { GridCard, GridCards, ServerPager, useServerGridProps } from '../../../components/ui/server-grid.tsx';
import { PAGE_SIZES } from '../../../lib/list-params.ts';
import type { EvaluationListParams, Ordering } from '../hooks/use-evaluation-list-params.ts';
import { dayOf, StatusChip } from './format.tsx';

/** Grid column → the API ordering it sorts by. */
const SORT_FIELDS: Record<string, Ordering> = {
  evaluatee: 'evaluatee',
  evaluator: 'evaluator',
  party: 'party',
  kind: 'kind',
  department: 'department',
  completed_at: 'completed_at',
  created_at: 'created_at',
};

/** The pages of one evaluatee in a round and of one evaluation. */
export const evaluateePath = (e: Evaluation) => `/user-evaluations/${e.evaluatee.id}/${e.round.id}`;
export const goalEvaluationPath = (e: Evaluation) => `/goal-evaluation/${e.evaluatee.id}/${e.round.id}`;
export const detailsPath = (id: number) => `/evaluations/evaluation-details/${id}`;

interface RowAction {
  key: string;
  icon: ReactElement;
  label: string;
  onClick: () => void;
  testId: string;
}

export interface EvaluationsGridProps {
  rows: readonly Evaluation[];
  rowCount: number;
  loading: boolean;
  params: EvaluationListParams;
  onPage: (page: number, size: number) => void;
  onSort: (sort: EvaluationListParams['sort']) => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: ReadonlySet<number>) => void;
  onReopen: (evaluation: Evaluation) => void;
  onDelete: (evaluation: Evaluation) => void;
}

/** The evaluations of one page, sorted and paged by the server, with selection and row actions; cards on a phone. */
export function EvaluationsGrid({ rows, rowCount, loading, params, onPage, onSort, selected, onSelect, onReopen, onDelete }: EvaluationsGridProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const actionsOf = useCallback(
    (row: Evaluation): RowAction[] => [
      {
        key: 'details',
        icon: <VisibilityOutlined />,
        label: t('evaluations.actions.details'),
        onClick: () => void navigate(detailsPath(row.id)),
        testId: `evaluation-details-${row.id}`,
      },
      ...(row.kind === 'goal'
        ? [
            {
              key: 'goal',
              icon: <FlagOutlined />,
              label: t('evaluations.actions.goalEvaluation'),
              onClick: () => void navigate(goalEvaluationPath(row)),
              testId: `evaluation-goal-${row.id}`,
            },
          ]
        : []),
      ...(row.completed && !row.terminated
        ? [
            {
              key: 'reopen',
              icon: <LockOpenOutlined />,
              label: t('evaluations.actions.reopen'),
              onClick: () => onReopen(row),
              testId: `evaluation-reopen-${row.id}`,
            },
          ]
        : []),
      ...(!row.started
        ? [
            {
              key: 'delete',
              icon: <DeleteOutlined />,
              label: t('evaluations.actions.delete'),
              onClick: () => onDelete(row),
              testId: `evaluation-delete-${row.id}`,
            },
          ]
        : []),
    ],
    [t, navigate, onReopen, onDelete],
  );

  const columns = useMemo((): GridColDef<Evaluation>[] => {
    const list: GridColDef<Evaluation>[] = [
      {
        field: 'evaluatee',
        headerName: t('evaluations.columns.evaluatee'),
        minWidth: 190,
        flex: 1.3,
        renderCell: ({ row }) => <PersonCell person={row.evaluatee} to={evaluateePath(row)} testId={`evaluation-evaluatee-${row.id}`} />,
      },
      {
        field: 'evaluator',
        headerName: t('evaluations.columns.evaluator'),
        minWidth: 170,
        flex: 1.2,
        renderCell: ({ row }) => <PersonCell person={row.evaluator} testId={`evaluation-evaluator-${row.id}`} />,
      },
      { field: 'party', headerName: t('evaluations.columns.party'), minWidth: 130, flex: 0.6, valueGetter: (_v, row) => t(`weights.parties.${row.party}`) },
      {
        field: 'status',
        headerName: t('evaluations.columns.status'),
        minWidth: 130,
        flex: 0.7,
        renderCell: ({ row }) => <StatusChip evaluation={row} testId={`evaluation-status-${row.id}`} />,
      },
      { field: 'completed_at', headerName: t('evaluations.columns.completedAt'), minWidth: 110, flex: 0.6, valueGetter: (_v, row) => dayOf(row.completed_at) },
      { field: 'kind', headerName: t('evaluations.columns.kind'), minWidth: 150, flex: 0.6, valueGetter: (_v, row) => t(`evaluations.kinds.${row.kind}`) },
      {
        field: 'department',
        headerName: t('evaluations.columns.department'),
        minWidth: 140,
        flex: 1,
        valueGetter: (_v, row) => row.evaluatee.department?.name ?? '—',
      },
      { field: 'created_at', headerName: t('evaluations.columns.createdAt'), minWidth: 110, flex: 0.6, valueGetter: (_v, row) => dayOf(row.created_at) },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('common.actions'),
        minWidth: 150,
        getActions: ({ row }) =>
          actionsOf(row).map((a) => (
            <GridActionsCellItem key={a.key} icon={a.icon} label={a.label} title={a.label} onClick={a.onClick} data-testid={a.testId} />
          )),
      },
    ];
    return list.map((c) => ({ ...c, sortable: c.field in SORT_FIELDS, hideable: false }));
  }, [t, actionsOf]);

  const sortModel = useMemo((): GridSortModel => [{ field: params.sort.field, sort: params.sort.direction }], [params.sort]);
  const serverProps = useServerGridProps({ rows, loading, size: params.size, sortModel, sortFields: SORT_FIELDS, onSort });
  const selectionModel = useMemo((): GridRowSelectionModel => ({ type: 'include', ids: new Set(selected) }), [selected]);

  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onSelect(next);
  };

  return (
    <ServerDataGrid
      {...serverProps}
      columns={columns}
      localeText={{
        noRowsLabel: t('common.noData'),
        noResultsOverlayLabel: t('common.noData'),
        checkboxSelectionSelectAllRows: t('evaluations.selectPage'),
      }}
      checkboxSelection
      keepNonExistentRowsSelected
      rowSelectionModel={selectionModel}
      onRowSelectionModelChange={(model) => {
        // "Select the page" may answer with an exclude model: resolve it against this page's rows.
        const onPage = new Set(rows.map((r) => r.id));
        const next = new Set([...selected].filter((id) => !onPage.has(id)));
        for (const row of rows) if (model.type === 'include' ? model.ids.has(row.id) : !model.ids.has(row.id)) next.add(row.id);
        onSelect(next);
      }}
      data-testid="evaluations-grid"
      cards={() => (
        <GridCards label={t('evaluations.cards')} loading={loading} empty={rows.length === 0} testId="evaluations-cards">
          {rows.map((row) => (
            <GridCard key={row.id} testId={`evaluation-card-${row.id}`} gap={1} px={1}>
              <Checkbox
                checked={selected.has(row.id)}
                onChange={() => toggle(row.id)}
                slotProps={{ input: { 'aria-label': t('evaluations.selectRow', { evaluatee: row.evaluatee.full_name, evaluator: row.evaluator.full_name }) } }}
                data-testid={`evaluation-select-${row.id}`}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Link component={RouterLink} to={evaluateePath(row)} underline="hover" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {row.evaluatee.full_name}
                </Link>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('evaluations.cardEvaluator', { name: row.evaluator.full_name })}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[t(`weights.parties.${row.party}`), t(`evaluations.kinds.${row.kind}`), row.evaluatee.department?.name].filter(Boolean).join(' · ')}
                </Typography>
                <Box sx={{ mt: 0.5 }}>
                  <StatusChip evaluation={row} testId={`evaluation-status-${row.id}`} />
                </Box>
              </Box>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', maxWidth: 96, flexShrink: 0 }}>
                {actionsOf(row).map((a) => (
                  <Tooltip key={a.key} title={a.label}>
                    <IconButton aria-label={a.label} onClick={a.onClick} data-testid={a.testId}>
                      {a.icon}
                    </IconButton>
                  </Tooltip>
                ))}
              </Box>
            </GridCard>
          ))}
        </GridCards>
      )}
      pager={<ServerPager count={rowCount} page={params.page} size={params.size} sizes={PAGE_SIZES} onPage={onPage} testId="evaluations-pagination" />}
    />
  );
}
