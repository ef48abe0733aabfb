import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { PERMISSION_CODES, type PermissionCode } from '@performa/contracts/access';
import type { PermissionAccount } from '@performa/contracts/api/employees';
import type { Option } from '@performa/contracts/api/organisation';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message.ts';
import { notify } from '../../../lib/toast.ts';
import { useSetPermissions } from '../api/set-permissions.ts';
import { DepartmentScopeSelect } from './department-scope-select.tsx';
import { RoleChip } from './role-chip.tsx';

/**
 * The permissions list is a CSS container: when it is wide enough, the header and every row share
 * one grid (account, four codes, department scope, save); narrower, each row stacks.
 */
export const PERMISSIONS_CONTAINER = { containerType: 'inline-size', containerName: 'permissions' } as const;
export const WIDE = '@container permissions (min-width: 880px)';

export const PERMISSION_GRID = {
  display: 'grid',
  alignItems: 'center',
  columnGap: 1.5,
  rowGap: 1.5,
  gridTemplateColumns: '1fr',
  [WIDE]: { gridTemplateColumns: 'minmax(150px, 1.2fr) repeat(4, 84px) minmax(170px, 1.5fr) 112px' },
} as const;

const sameIds = (a: readonly { id: number }[], b: readonly { id: number }[]) => a.length === b.length && a.every((x) => b.some((y) => y.id === x.id));

interface PermissionRowProps {
  account: PermissionAccount;
  /** The departments of the selected project. */
  departmentOptions: readonly Option[];
  /** The caller's own account: read-only (the server refuses it with 409). */
  own: boolean;
}

/** One account's permission codes and (for an admin) department scope, saved together. */
export function PermissionRow({ account, departmentOptions, own }: PermissionRowProps) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<PermissionCode[]>(account.permissions);
  const [allDepartments, setAllDepartments] = useState(account.all_departments);
  const [departments, setDepartments] = useState<Option[]>(account.departments);
  const save = useSetPermissions();
  const isAdmin = account.role === 'admin';
  const scopeChanged = allDepartments !== account.all_departments || (!allDepartments && !sameIds(departments, account.departments));
  const dirty = PERMISSION_CODES.some((c) => codes.includes(c) !== account.permissions.includes(c)) || (isAdmin && scopeChanged);

  const toggle = (code: PermissionCode, on: boolean) => setCodes((current) => (on ? [...current, code] : current.filter((c) => c !== code)));

  const submit = () =>
    save.mutate(
      {
        id: account.id,
        body: {
          permissions: PERMISSION_CODES.filter((c) => codes.includes(c)),
          // The scope is always said outright: "all departments", or this list (possibly empty).
          all_departments: !isAdmin || allDepartments,
          departments: isAdmin && !allDepartments ? departments.map((d) => d.id) : [],
        },
      },
      {
        onSuccess: () => notify.success(t('adminSettings.permissions.saved', { name: account.full_name })),
        onError: (error) => notify.error(errorMessage(error)),
      },
    );

  return (
    <Box sx={{ ...PERMISSION_GRID, px: { xs: 2, sm: 2.5 }, py: 2 }} data-testid={`permission-row-${account.id}`}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, wordBreak: 'break-word' }}>{account.full_name}</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
          <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {account.username}
          </Typography>
          <RoleChip role={account.role} />
          {own && <Chip size="small" label={t('adminSettings.you')} />}
        </Box>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', columnGap: 1, [WIDE]: { display: 'contents' } }}>
        {PERMISSION_CODES.map((code) => (
          <FormControlLabel
            key={code}
            sx={{
              m: 0,
              '& .MuiFormControlLabel-label': { fontSize: 14 },
              [WIDE]: { justifySelf: 'center', '& .MuiFormControlLabel-label': { display: 'none' } },
            }}
            label={t(`adminSettings.codes.${code}`)}
            control={
              <Checkbox
                checked={codes.includes(code)}
                disabled={own || save.isPending}
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
                  checked={allDepartments}
                  disabled={own || save.isPending}
                  onChange={(event) => setAllDepartments(event.target.checked)}
                  slotProps={{ input: { 'data-testid': `permission-${account.id}-all-departments` } as object }}
                />
              }
            />
            {!allDepartments && (
              <DepartmentScopeSelect
                options={departmentOptions}
                value={departments}
                onChange={setDepartments}
                disabled={own || save.isPending}
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
        {own ? (
          <Tooltip title={t('adminSettings.permissions.ownRow')}>
            <Lock color="disabled" aria-label={t('adminSettings.permissions.ownRow')} data-testid={`permission-${account.id}-locked`} />
          </Tooltip>
        ) : (
          <Button
            variant="contained"
            size="small"
            disabled={!dirty || save.isPending}
            onClick={submit}
            startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
            data-testid={`permission-${account.id}-save`}
          >
            {t('common.save')}
          </Button>
        )}
      </Box>
    </Box>
  );
}
