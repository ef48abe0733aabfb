import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PERMISSION_CODES } from '@performa/contracts/access';
import { Fragment, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartments } from '../../../api/organisation.ts';
import { useSession } from '../../../lib/session.ts';
import { usePermissionAccounts } from '../api/get-permission-accounts.ts';
import { useAccountList } from '../hooks/use-account-list.ts';
import { AccountPagination } from './account-pagination.tsx';
import { departmentOptions } from './department-scope-select.tsx';
import { PERMISSION_GRID, PERMISSIONS_CONTAINER, PermissionRow, WIDE } from './permission-row.tsx';
import { SearchField } from './search-field.tsx';

/** The company's accounts with their permission codes and, for admins, department scope. */
export function PermissionsTab() {
  const { t } = useTranslation();
  const list = useAccountList();
  const { data, isFetching } = usePermissionAccounts(list.query);
  const { data: departments } = useDepartments();
  const options = useMemo(() => departmentOptions(departments ?? []), [departments]);
  const meId = useSession((s) => s.user.id);
  const accounts = data?.results ?? [];

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{t('adminSettings.permissions.intro')}</Typography>
      <SearchField {...list.searchField} testId="permissions-search" />
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
            <Box key={code} sx={{ textAlign: 'center', gridColumn: 2 + index, gridRow: 2 }} title={t(`adminSettings.codes.${code}`)}>
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
          <Fragment key={`${account.id}:${account.permissions.join()}:${account.departments.map((d) => d.id).join()}`}>
            {index > 0 && <Divider />}
            <PermissionRow account={account} departmentOptions={options} own={account.id === meId} />
          </Fragment>
        ))}
        {data && accounts.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="permissions-empty">
            {t('adminSettings.noAccounts')}
          </Typography>
        )}
        <Divider />
        <AccountPagination count={data?.count ?? 0} {...list.pagination} testId="permissions-pagination" />
      </Paper>
    </Box>
  );
}
