import EditIcon from '@mui/icons-material/Edit';
import ForwardToInboxIcon from '@mui/icons-material/ForwardToInbox';
import LinkIcon from '@mui/icons-material/Link';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PersonOffIcon from '@mui/icons-material/PersonOff';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { GridActionsCellItem, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import type { Employee } from '@performa/contracts/api/employees';
import { useCallback, useMemo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ServerDataGrid } from '../../../components/ui/server-data-grid.tsx';
import { GridCard, GridCards, ServerPager, useServerGridProps } from '../../../components/ui/server-grid.tsx';
import { TooltipIconButton } from '../../../components/ui/row-actions.tsx';
import { PAGE_SIZES } from '../../../lib/list-params.ts';
import { initials } from '../../../lib/initials.ts';
import { useGridLocaleText } from '../hooks/use-grid-locale-text.ts';
import { managerName } from './manager-name.ts';
import type { EmployeeListParams, Ordering } from '../hooks/use-employee-list-params.ts';

/** Grid column → the API ordering it sorts by (the name column sorts by what it shows, "First Last"). */
const SORT_FIELDS: Record<string, Ordering> = {
  employee_number: 'employee_number',
  full_name: 'full_name',
  department: 'department',
  position: 'position',
  manager: 'manager',
};
const columnOf = (ordering: Ordering): string | null => Object.entries(SORT_FIELDS).find(([, o]) => o === ordering)?.[0] ?? null;

export interface EmployeesGridProps {
  rows: readonly Employee[];
  rowCount: number;
  loading: boolean;
  /** Rows matching the filters on every page. */
  params: EmployeeListParams;
  onPage: (page: number, size: number) => void;
  onSort: (sort: EmployeeListParams['sort']) => void;
  /** Which row actions the screen offers. */
  mode: 'active' | 'terminated';
  onEdit?: (employee: Employee) => void;
  onTerminate?: (employee: Employee) => void;
  /** Emails the person a link to set their password (an invitation; docs/product.md §2.9). */
  onInvite?: (employee: Employee) => void;
  /** Shows a fresh invitation link to hand over (someone without a password yet; ADR 28). */
  onCopyLink?: (employee: Employee) => void;
  onActivate?: (employee: Employee) => void;
  /** Whether the current user may change this employee (an admin changes users only). */
  canEdit?: (employee: Employee) => boolean;
  /** The path of a department ("Engineering / Backend"), when the tree is known. */
  pathOf?: (departmentId: number) => string | undefined;
}

/** An action of a row (edit, terminate, activate). */
interface RowAction {
  key: string;
  icon: ReactElement;
  label: string;
  disabled?: boolean;
  onClick: () => void;
  testId: string;
}

/** Where an employee sits: the department itself and, below it, the path above it (docs/product.md §2.7). */
function placeOf(row: Employee, pathOf?: (id: number) => string | undefined) {
  const node = row.sub_department ?? row.department;
  if (!node) return null;
  const path = pathOf?.(node.id);
  const above = path && path.includes(' / ') ? path.slice(0, path.lastIndexOf(' / ')) : row.sub_department ? (row.department?.name ?? '') : '';
  return { name: node.name, above };
}

/** The employees of one page, paginated and sorted by the server. */
export function EmployeesGrid({
  rows,
  rowCount,
  loading,
  params,
  onPage,
  onSort,
  mode,
  onEdit,
  onTerminate,
  onInvite,
  onCopyLink,
  onActivate,
  canEdit,
  pathOf,
}: EmployeesGridProps) {
  const { t } = useTranslation();
  const localeText = useGridLocaleText();

  /** The row's actions, shown in the grid's action column or on the card. */
  const actionsOf = useCallback(
    (row: Employee): RowAction[] => {
      if (mode === 'terminated') {
        return [
          {
            key: 'activate',
            icon: <PersonAddIcon />,
            label: t('users.actions.activate'),
            onClick: () => onActivate?.(row),
            testId: `employee-activate-${row.id}`,
          },
        ];
      }
      const editable = canEdit?.(row) ?? true;
      return [
        {
          key: 'edit',
          icon: <EditIcon />,
          label: editable ? t('users.actions.edit') : t('users.actions.editNotAllowed'),
          disabled: !editable,
          onClick: () => onEdit?.(row),
          testId: `employee-edit-${row.id}`,
        },
        {
          key: 'invite',
          icon: <ForwardToInboxIcon />,
          label: editable ? t('users.actions.invite') : t('users.actions.editNotAllowed'),
          disabled: !editable,
          onClick: () => onInvite?.(row),
          testId: `employee-invite-${row.id}`,
        },
        // Only for someone who has not set a password yet: the server refuses the others (409).
        ...(row.has_password
          ? []
          : [
              {
                key: 'copy-link',
                icon: <LinkIcon />,
                label: editable ? t('users.actions.copyLink') : t('users.actions.editNotAllowed'),
                disabled: !editable,
                onClick: () => onCopyLink?.(row),
                testId: `employee-copy-link-${row.id}`,
              },
            ]),
        {
          key: 'terminate',
          icon: <PersonOffIcon />,
          label: t('users.actions.terminate'),
          onClick: () => onTerminate?.(row),
          testId: `employee-terminate-${row.id}`,
        },
      ];
    },
    [t, mode, onEdit, onTerminate, onInvite, onCopyLink, onActivate, canEdit],
  );

  const withLinkAction = mode === 'active' && rows.some((row) => !row.has_password);
  const columns = useMemo((): GridColDef<Employee>[] => {
    const sortable = (field: string) => field in SORT_FIELDS;
    const list: GridColDef<Employee>[] = [
      { field: 'employee_number', headerName: t('users.columns.employeeNumber'), minWidth: 110, flex: 0.4 },
      {
        field: 'full_name',
        headerName: t('users.columns.fullName'),
        description: t('users.columns.fullNameSort'),
        minWidth: 180,
        flex: 1.4,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, height: '100%', minWidth: 0 }}>
            <Avatar src={row.image ?? undefined} alt="" sx={{ width: 32, height: 32, fontSize: 13, bgcolor: 'secondary.main' }}>
              {initials(row.full_name)}
            </Avatar>
            {/* The name, and under it whether the person has yet to set a password. */}
            <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', minWidth: 0, gap: 0.25, lineHeight: 1.3 }}>
              <Link
                component={RouterLink}
                to={`/user-panel/${row.account_id}?tab=edit-user`}
                underline="hover"
                noWrap
                sx={{ fontWeight: 600, maxWidth: '100%' }}
                data-testid={`employee-link-${row.id}`}
              >
                {row.full_name}
              </Link>
              {!row.has_password && <NoPasswordChip id={row.id} />}
            </Box>
          </Box>
        ),
      },
      {
        field: 'department',
        headerName: t('users.columns.department'),
        minWidth: 150,
        flex: 1.2,
        valueGetter: (_value, row) => row.department?.name ?? '',
        renderCell: ({ row }) => {
          const place = placeOf(row, pathOf);
          return (
            <Box
              sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', height: '100%', minWidth: 0, lineHeight: 1.3 }}
              title={place ? [place.above, place.name].filter(Boolean).join(' / ') : undefined}
            >
              <Typography variant="body2" noWrap>
                {place?.name ?? '—'}
              </Typography>
              {place?.above && (
                <Typography variant="caption" color="text.secondary" noWrap>
                  {place.above}
                </Typography>
              )}
            </Box>
          );
        },
      },
      { field: 'position', headerName: t('users.columns.position'), minWidth: 140, flex: 1, valueGetter: (_value, row) => row.position?.name ?? '—' },
      {
        field: 'manager',
        headerName: t('users.columns.manager'),
        minWidth: 140,
        flex: 1,
        valueGetter: (_value, row) => (row.report_to ? managerName(t, row.report_to) : '—'),
      },
      { field: 'email', headerName: t('users.columns.email'), minWidth: 150, flex: 1.2 },
      {
        field: 'role',
        headerName: t('users.columns.role'),
        minWidth: 130,
        flex: 0.6,
        // Admins stand out; most rows are users, shown as plain text.
        renderCell: ({ row }) => {
          const label = t(`users.roles.${row.role}`);
          return row.role === 'user' ? (
            <Typography variant="body2" color="text.secondary" noWrap sx={{ lineHeight: '56px' }} title={label}>
              {label}
            </Typography>
          ) : (
            <Chip
              size="small"
              label={label}
              title={label}
              color="primary"
              variant={row.role === 'super_admin' ? 'filled' : 'outlined'}
              sx={{ maxWidth: '100%' }}
            />
          );
        },
      },
      {
        field: 'actions',
        type: 'actions',
        headerName: t('common.actions'),
        // Room for every action of a row: a person without a password has one more (Copy invitation link).
        minWidth: withLinkAction ? 160 : 120,
        getActions: ({ row }) =>
          actionsOf(row).map((a) => (
            <GridActionsCellItem key={a.key} icon={a.icon} label={a.label} title={a.label} disabled={a.disabled} onClick={a.onClick} data-testid={a.testId} />
          )),
      },
    ];
    return list.map((c) => ({ ...c, sortable: sortable(c.field), hideable: false }));
  }, [t, actionsOf, pathOf, withLinkAction]);

  const sortColumn = columnOf(params.sort.field);
  const sortModel = useMemo((): GridSortModel => (sortColumn ? [{ field: sortColumn, sort: params.sort.direction }] : []), [sortColumn, params.sort.direction]);
  const serverProps = useServerGridProps({ rows, loading, size: params.size, sortModel, sortFields: SORT_FIELDS, onSort });

  return (
    <ServerDataGrid
      {...serverProps}
      columns={columns}
      localeText={localeText}
      pageSizeOptions={[...PAGE_SIZES]}
      data-testid="users-grid"
      cards={() => <EmployeeCards rows={rows} loading={loading} actionsOf={actionsOf} pathOf={pathOf} />}
      pager={<ServerPager count={rowCount} page={params.page} size={params.size} sizes={PAGE_SIZES} onPage={onPage} testId="users-pagination" />}
    />
  );
}

/**
 * The rows as cards (phones): name, number and role on top, where the employee sits, position and
 * manager below, and the row's actions on the card, always in view.
 */
function EmployeeCards({
  rows,
  loading,
  actionsOf,
  pathOf,
}: {
  rows: readonly Employee[];
  loading: boolean;
  actionsOf: (row: Employee) => RowAction[];
  pathOf?: (departmentId: number) => string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <GridCards label={t('users.cards.label')} loading={loading} testId="users-cards">
      {rows.map((row) => {
        const place = placeOf(row, pathOf);
        return (
          <GridCard key={row.id} testId={`employee-card-${row.id}`} gap={1.5} px={1.5}>
            <Avatar src={row.image ?? undefined} alt="" sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'secondary.main', mt: 0.25 }}>
              {initials(row.full_name)}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={`/user-panel/${row.account_id}?tab=edit-user`}
                underline="hover"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                data-testid={`employee-link-${row.id}`}
              >
                {row.full_name}
              </Link>
              {!row.has_password && (
                <Box>
                  <NoPasswordChip id={row.id} />
                </Box>
              )}
              <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {row.employee_number} · {t(`users.roles.${row.role}`)}
              </Typography>
              {place && (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {[place.above, place.name].filter(Boolean).join(' / ')}
                </Typography>
              )}
              {(row.position || row.report_to) && (
                <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {[row.position?.name, row.report_to ? `${t('users.columns.manager')}: ${managerName(t, row.report_to)}` : null].filter(Boolean).join(' · ')}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', flexShrink: 0 }}>
              {actionsOf(row).map((a) => (
                <TooltipIconButton key={a.key} title={a.label} ariaLabel={a.label} icon={a.icon} disabled={a.disabled} onClick={a.onClick} testId={a.testId} />
              ))}
            </Box>
          </GridCard>
        );
      })}
    </GridCards>
  );
}

/** Says that someone has not set a password yet (docs/product.md §2.9): they cannot sign in until they open an invitation link. */
function NoPasswordChip({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color="warning"
      label={t('users.noPassword.chip')}
      title={t('users.noPassword.hint')}
      data-testid={`employee-no-password-${id}`}
      sx={{ height: 20, maxWidth: '100%', fontSize: 12 }}
    />
  );
}
