import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogContentText from '@mui/material/DialogContentText';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { PermissionAccount } from '@performa/contracts/api/employees';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useSession } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { useAdmins } from '../api/get-permission-accounts.ts';
import { useMakeSuperAdmin } from '../api/make-super-admin.ts';
import { useAccountList } from '../hooks/use-account-list.ts';
import { ServerPager } from '../../../components/ui/server-grid.tsx';
import { AccountPicker } from './account-picker.tsx';
import { RoleChip } from './role-chip.tsx';
import { SearchField } from './search-field.tsx';

/** The company's admins and super admins; making an account a super admin (after a confirmation). */
export function AdminsTab() {
  const { t } = useTranslation();
  const list = useAccountList();
  const { data, isFetching } = useAdmins(list.query);
  const meId = useSession((s) => s.user.id);
  const [picked, setPicked] = useState<PermissionAccount | null>(null);
  // The account stays while the dialog fades out; `confirming` opens and closes it.
  const [promoting, setPromoting] = useState<PermissionAccount | null>(null);
  const [confirming, setConfirming] = useState(false);
  const ask = (account: PermissionAccount) => {
    setPromoting(account);
    setConfirming(true);
  };
  const promote = useMakeSuperAdmin();
  // Phones: the row's action sits under the name instead of in its own column.
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));

  const confirm = () => {
    if (!promoting) return;
    promote.mutate(promoting.id, {
      onSuccess: () => {
        notify.success(t('adminSettings.admins.done', { name: promoting.full_name }));
        if (picked?.id === promoting.id) setPicked(null);
      },
      onError: (error) => notify.error(errorMessage(error)),
      onSettled: () => setConfirming(false),
    });
  };

  const admins = data?.results ?? [];
  const promoteButton = (account: PermissionAccount) =>
    account.role === 'admin' && (
      <Button size="small" variant="outlined" onClick={() => ask(account)} data-testid={`make-super-admin-${account.id}`}>
        {t('adminSettings.admins.makeSuperAdmin')}
      </Button>
    );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography color="text.secondary">{t('adminSettings.admins.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
        <AccountPicker
          value={picked}
          onChange={setPicked}
          exclude={(account) => account.role === 'super_admin'}
          label={t('adminSettings.admins.pickAccount')}
          helperText={t('adminSettings.admins.pickHelp')}
          testId="super-admin-picker"
        />
        <Button variant="contained" disabled={!picked} onClick={() => picked && ask(picked)} data-testid="make-super-admin">
          {t('adminSettings.admins.makeSuperAdmin')}
        </Button>
      </Paper>
      <SearchField {...list.searchField} testId="admins-search" />
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress />}</Box>
        <TableContainer>
          <Table data-testid="admins-table">
            <TableHead>
              <TableRow>
                <TableCell>{t('adminSettings.account')}</TableCell>
                <TableCell>{t('adminSettings.admins.departments')}</TableCell>
                {!narrow && <TableCell align="right">{t('common.actions')}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {admins.map((account) => (
                <TableRow key={account.id} data-testid={`admin-row-${account.id}`}>
                  <TableCell sx={{ wordBreak: 'break-word' }}>
                    <Typography sx={{ fontWeight: 600 }}>{account.full_name}</Typography>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
                      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                        {account.username}
                      </Typography>
                      <RoleChip role={account.role} />
                      {account.id === meId && <Chip size="small" label={t('adminSettings.you')} />}
                    </Box>
                    {narrow && <Box sx={{ mt: 1 }}>{promoteButton(account)}</Box>}
                  </TableCell>
                  <TableCell>
                    {account.all_departments || account.departments.length === 0 ? (
                      <Typography variant="body2" color="text.secondary">
                        {account.all_departments ? t('adminSettings.allDepartments') : t('adminSettings.permissions.noneChosen')}
                      </Typography>
                    ) : (
                      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
                        {account.departments.map((d) => (
                          <Chip key={d.id} size="small" variant="outlined" label={d.name} />
                        ))}
                      </Box>
                    )}
                  </TableCell>
                  {!narrow && <TableCell align="right">{promoteButton(account)}</TableCell>}
                </TableRow>
              ))}
              {data && admins.length === 0 && (
                <TableRow>
                  <TableCell colSpan={narrow ? 2 : 3} align="center">
                    {t('adminSettings.noAccounts')}
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
        <ServerPager count={data?.count ?? 0} {...list.pagination} testId="admins-pagination" />
      </Paper>
      <ConfirmDialog
        open={confirming}
        onClose={() => setConfirming(false)}
        onConfirm={confirm}
        busy={promote.isPending}
        confirmLabel={t('adminSettings.admins.makeSuperAdmin')}
      >
        {promoting && (
          <DialogContentText sx={{ mt: 2 }} data-testid="make-super-admin-warning">
            {t('adminSettings.admins.confirm', { name: promoting.full_name })}
          </DialogContentText>
        )}
      </ConfirmDialog>
    </Box>
  );
}
