import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PERMISSION_CODES } from '@performa/contracts/access';
import type { PermissionAccount } from '@performa/contracts/api/employees';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartments } from '../../../api/organisation.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes.ts';
import { usePermissionAccounts } from '../api/get-permission-accounts.ts';
import { useSavePermissions } from '../api/save-permissions.ts';
import { useAccountList } from '../hooks/use-account-list.ts';
import { ServerPager } from '../../../components/ui/server-grid.tsx';
import { departmentOptions } from './department-scope-select.tsx';
import { changeOf, draftChanged, draftOf, PERMISSION_GRID, PERMISSIONS_CONTAINER, PermissionRow, WIDE, type PermissionDraft } from './permission-row.tsx';
import { SearchField } from './search-field.tsx';

interface Edit {
  /** The account as it was read when the row was first changed. */
  account: PermissionAccount;
  draft: PermissionDraft;
}

/**
 * The company's accounts with their permission codes and, for admins, department scope
 * (docs/product.md §7.5). Changes are kept per account (across pages and searches) and saved
 * together by one Save, all or nothing; leaving with unsaved changes asks first.
 */
export function PermissionsTab() {
  const { t } = useTranslation();
  const list = useAccountList();
  const { data, isFetching } = usePermissionAccounts(list.query);
  const { data: departments } = useDepartments();
  const options = useMemo(() => departmentOptions(departments ?? []), [departments]);
  const meId = useSession((s) => s.user.id);
  const accounts = data?.results ?? [];
  const [edits, setEdits] = useState<ReadonlyMap<number, Edit>>(new Map());
  const [rowErrors, setRowErrors] = useState<ReadonlyMap<number, string>>(new Map());
  const save = useSavePermissions();
  const changed = [...edits.values()].filter((e) => draftChanged(e.account, e.draft));
  useUnsavedChangesGuard(changed.length > 0);

  const edit = (account: PermissionAccount, draft: PermissionDraft) =>
    setEdits((current) => new Map(current).set(account.id, { account: current.get(account.id)?.account ?? account, draft }));

  const discard = () => {
    setEdits(new Map());
    setRowErrors(new Map());
  };

  const submit = () => {
    const rows = changed.map((e) => changeOf(e.account, e.draft));
    save.mutate(rows, {
      onSuccess: () => {
        discard();
        notify.success(t('adminSettings.permissions.savedAll', { count: rows.length }));
      },
      onError: (error) => {
        // Row errors arrive as `changes.<index>.<field>`: shown under that row's field.
        const fields = isApiError(error) ? (error.fieldErrors ?? {}) : {};
        const byRow = new Map<number, string>();
        for (const [key, messages] of Object.entries(fields)) {
          const index = /^changes\.(\d+)\./.exec(key)?.[1];
          const row = index === undefined ? undefined : changed[Number(index)];
          if (row && messages[0]) byRow.set(row.account.id, messages[0]);
        }
        setRowErrors(byRow);
        notify.error(byRow.size ? t('adminSettings.permissions.rowErrors') : errorMessage(error));
      },
    });
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{t('adminSettings.permissions.intro')}</Typography>
      <Box component="dl" data-testid="permission-legend" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 1.5, rowGap: 0.5 }}>
        {PERMISSION_CODES.map((code) => (
          <Fragment key={code}>
            <Typography component="dt" variant="body2" sx={{ fontFamily: 'monospace', fontWeight: 700 }}>
              {code}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {t(`adminSettings.codes.${code}`)}
            </Typography>
          </Fragment>
        ))}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <SearchField {...list.searchField} testId="permissions-search" />
        </Box>
        <Typography variant="body2" color="text.secondary" aria-live="polite" data-testid="permissions-changed-count">
          {changed.length ? t('adminSettings.permissions.changedCount', { count: changed.length }) : ''}
        </Typography>
        <Button variant="outlined" disabled={!changed.length || save.isPending} onClick={discard} data-testid="permissions-discard">
          {t('adminSettings.permissions.discard')}
        </Button>
        <Button
          variant="contained"
          disabled={!changed.length || save.isPending}
          onClick={submit}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          data-testid="permissions-save"
        >
          {t('common.save')}
        </Button>
      </Box>
      <Paper variant="outlined" data-testid="permissions-table" sx={PERMISSIONS_CONTAINER}>
        <Box
          sx={{
            ...PERMISSION_GRID,
            display: 'none',
            [WIDE]: { ...PERMISSION_GRID[WIDE], display: 'grid' },
            px: 2.5,
            py: 1.5,
            bgcolor: 'grey.50',
            borderTopLeftRadius: 8,
            borderTopRightRadius: 8,
          }}
          role="presentation"
        >
          <Typography variant="subtitle2" sx={{ gridColumn: 1, gridRow: '1 / span 2' }}>
            {t('adminSettings.account')}
          </Typography>
          {(['goals', 'competencies'] as const).map((group, index) => (
            <Typography
              key={group}
              variant="subtitle2"
              sx={{ gridColumn: `${2 + 2 * index} / span 2`, gridRow: 1, textAlign: 'center', borderBottom: 1, borderColor: 'divider', pb: 0.5 }}
            >
              {t(`adminSettings.groups.${group}`)}
            </Typography>
          ))}
          <Box sx={{ gridColumn: 6, gridRow: '1 / span 2' }}>
            <Typography variant="subtitle2">{t('adminSettings.permissions.departments')}</Typography>
            <Typography variant="caption" color="text.secondary">
              {t('adminSettings.permissions.departmentsHelp')}
            </Typography>
          </Box>
          {PERMISSION_CODES.map((code, index) => (
            <Box key={code} sx={{ textAlign: 'center', gridColumn: 2 + index, gridRow: 2 }}>
              <Typography variant="body2" sx={{ fontWeight: 600, lineHeight: 1.2 }}>
                {t(code.endsWith('e') ? 'adminSettings.groups.edit' : 'adminSettings.groups.view')}
              </Typography>
              <Typography variant="caption" color="text.secondary">
                {code}
              </Typography>
            </Box>
          ))}
        </Box>
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        {accounts.map((account, index) => (
          <Fragment key={account.id}>
            {index > 0 && <Divider />}
            <PermissionRow
              account={account}
              draft={edits.get(account.id)?.draft ?? draftOf(account)}
              onChange={(draft) => edit(account, draft)}
              departmentOptions={options}
              own={account.id === meId}
              disabled={save.isPending}
              departmentsError={rowErrors.get(account.id)}
            />
          </Fragment>
        ))}
        {data && accounts.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="permissions-empty">
            {t('adminSettings.noAccounts')}
          </Typography>
        )}
        <Divider />
        <ServerPager count={data?.count ?? 0} {...list.pagination} testId="permissions-pagination" />
      </Paper>
    </Box>
  );
}
