import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PERMISSION_CODES, type PermissionCode } from '@performa/contracts/access';
import type { PermissionAccount } from '@performa/contracts/api/employees';
import type { Option } from '@performa/contracts/api/organisation';
import { useTranslation } from 'react-i18next';
import type { PermissionChange } from '../api/save-permissions.ts';
import { DepartmentScopeSelect } from './department-scope-select.tsx';
import { RoleChip } from './role-chip.tsx';

/**
 * The permissions list is a CSS container: when it is wide enough, the header and every row share
 * one grid (account, four codes, department scope); narrower, each row stacks. One Save for the
 * whole table (permissions-tab.tsx).
 */
export const PERMISSIONS_CONTAINER = { containerType: 'inline-size', containerName: 'permissions' } as const;
export const WIDE = '@container permissions (min-width: 880px)';

export const PERMISSION_GRID = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 1.5,
  rowGap: 1.5,
  gridTemplateColumns: '1fr',
  [WIDE]: { gridTemplateColumns: 'minmax(150px, 1.2fr) repeat(4, 84px) minmax(240px, 1.6fr) 24px' },
} as const;

const sameIds = (a: readonly { id: number }[], b: readonly { id: number }[]) => a.length === b.length && a.every((x) => b.some((y) => y.id === x.id));

/** What the table holds for a row while it is edited. */
export interface PermissionDraft {
  codes: PermissionCode[];
  allDepartments: boolean;
  departments: Option[];
}

export const draftOf = (account: PermissionAccount): PermissionDraft => ({
  codes: account.permissions,
  allDepartments: account.all_departments,
  departments: account.departments,
});

/** Whether a draft differs from the account as saved (the scope counts for an admin only). */
export function draftChanged(account: PermissionAccount, draft: PermissionDraft): boolean {
  const scopeChanged = draft.allDepartments !== account.all_departments || (!draft.allDepartments && !sameIds(draft.departments, account.departments));
  return PERMISSION_CODES.some((c) => draft.codes.includes(c) !== account.permissions.includes(c)) || (account.role === 'admin' && scopeChanged);
}

/** The row of the one Save: the codes in their order, and the scope said outright ("all departments", or this list, possibly empty). */
export function changeOf(account: PermissionAccount, draft: PermissionDraft): PermissionChange {
  const isAdmin = account.role === 'admin';
  return {
    account_id: account.id,
    permissions: PERMISSION_CODES.filter((c) => draft.codes.includes(c)),
    all_departments: !isAdmin || draft.allDepartments,
    departments: isAdmin && !draft.allDepartments ? draft.departments.map((d) => d.id) : [],
  };
}

interface PermissionRowProps {
  account: PermissionAccount;
  draft: PermissionDraft;
  onChange: (draft: PermissionDraft) => void;
  /** The departments of the selected project. */
  departmentOptions: readonly Option[];
  /** The caller's own account: read-only (the server refuses it with 409). */
  own: boolean;
  disabled: boolean;
  /** The server's refusal of this row's department scope. */
  departmentsError?: string;
}

/** One account's permission codes and (for an admin) department scope; the table saves every changed row at once. */
export function PermissionRow({ account, draft, onChange, departmentOptions, own, disabled, departmentsError }: PermissionRowProps) {
  const { t } = useTranslation();
  const isAdmin = account.role === 'admin';
  const changed = draftChanged(account, draft);
  const toggle = (code: PermissionCode, on: boolean) => onChange({ ...draft, codes: on ? [...draft.codes, code] : draft.codes.filter((c) => c !== code) });

  return (
    <Box
      sx={{ ...PERMISSION_GRID, px: { xs: 2, sm: 2.5 }, py: 2, bgcolor: changed ? 'action.hover' : undefined }}
      data-testid={`permission-row-${account.id}`}
      data-changed={changed || undefined}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{account.full_name}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {account.username}
          </Typography>
          <RoleChip role={account.role} />
          {own && <Chip size="small" label={t('adminSettings.you')} />}
          {changed && <Chip size="small" color="warning" variant="outlined" label={t('adminSettings.permissions.changed')} />}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 1, [WIDE]: { display: 'contents' } }}>
        {PERMISSION_CODES.map((code) => (
          <FormControlLabel
            key={code}
            sx={{
              m: 0,
              '& .MuiFormControlLabel-label': { fontSize: 14 },
              [WIDE]: { justifySelf: 'center', '& .MuiFormControlLabel-label': { display: 'none' } },
            }}
            label={`${t(`adminSettings.codes.${code}`)} (${code})`}
            control={
              <Checkbox
                checked={draft.codes.includes(code)}
                disabled={own || disabled}
                onChange={(event) => toggle(code, event.target.checked)}
                slotProps={{
                  input: { 'aria-label': `${t(`adminSettings.codes.${code}`)} (${code})`, 'data-testid': `permission-${account.id}-${code}` } as object,
                }}
              />
            }
          />
        ))}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        {isAdmin ? (
          <>
            <FormControlLabel
              sx={{ m: 0, '& .MuiFormControlLabel-label': { fontSize: 14 } }}
              label={t('adminSettings.allDepartments')}
              control={
                <Checkbox
                  size="small"
                  checked={draft.allDepartments}
                  disabled={own || disabled}
                  onChange={(event) => onChange({ ...draft, allDepartments: event.target.checked })}
                  slotProps={{ input: { 'data-testid': `permission-${account.id}-all-departments` } as object }}
                />
              }
            />
            {!draft.allDepartments && (
              <DepartmentScopeSelect
                options={departmentOptions}
                value={draft.departments}
                onChange={(departments) => onChange({ ...draft, departments })}
                disabled={own || disabled}
                error={departmentsError}
                testId={`permission-${account.id}-departments`}
              />
            )}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {account.role === 'super_admin' ? t('adminSettings.allDepartments') : t('adminSettings.permissions.noScope')}
          </Typography>
        )}
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-start', [WIDE]: { justifyContent: 'flex-end' } }}>
        {own && (
          <Tooltip title={t('adminSettings.permissions.ownRow')}>
            <Lock color="disabled" aria-label={t('adminSettings.permissions.ownRow')} data-testid={`permission-${account.id}-locked`} />
          </Tooltip>
        )}
      </Box>
    </Box>
  );
}
