import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileUploadIcon from '@mui/icons-material/FileUpload';
import GroupOffIcon from '@mui/icons-material/GroupOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { mayChangeAccount } from '@performa/contracts/access';
import type { Employee, EmployeeStatus } from '@performa/contracts/api/employees';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { invalidateOrganisation, useDepartments, useEmployeePage } from '../../../api/organisation.ts';
import { ExportMenu } from '../../../components/ui/export-menu.tsx';
import { ImportDialog } from '../../../components/ui/import-dialog.tsx';
import { serverGridInput } from '../../../components/ui/server-grid.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useLastPageFallback } from '../../../lib/list-params.ts';
import { useAccountRef } from '../../../lib/session.ts';
import { notify } from '../../../lib/toast.ts';
import { employeeTemplate, exportEmployees, importEmployees } from '../api/employee-files.ts';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useSetEmployeeStatus } from '../api/set-employee-status.ts';
import { serverQuery, useEmployeeListParams } from '../hooks/use-employee-list-params.ts';
import { useMailConfigured } from '../hooks/use-mail-configured.ts';
import { departmentPaths } from './department-picker.tsx';
import { EmployeeFilters } from './employee-filters.tsx';
import { EmployeeFormDialog } from './employee-form-dialog.tsx';
import { EmployeesGrid } from './employees-grid.tsx';
import { InvitationLinkDialog } from './invitation-link-dialog.tsx';
import { NoMailNote } from './no-mail-note.tsx';
import { TerminateDialog } from './terminate-dialog.tsx';
import { ListScreenHead } from '../../../components/list-screen-head.tsx';

/**
 * The employees of the selected project: /users (active, with create, edit, terminate, import and
 * export) and /users/terminated-users (terminated, with activate). Page, size, sort, filters and
 * search live in the URL.
 */
export function EmployeesScreen({ status }: { status: EmployeeStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const active = status === 'active';
  const title = t(active ? 'pages.users' : 'pages.terminatedUsers');

  const list = useEmployeeListParams();
  const { params, active: activeFilters, setFilters, clearFilters } = list;
  const page = useEmployeePage(serverQuery(params, status));
  const departments = useDepartments();
  const paths = useMemo(() => new Map(departmentPaths(departments.data ?? []).map((d) => [d.id, d.path])), [departments.data]);
  const pathOf = useCallback((id: number) => paths.get(id), [paths]);
  const me = useAccountRef();

  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Employee | null>(null);
  // The employee stays set while the dialog closes, so that its text does not vanish mid-animation.
  const [terminating, setTerminating] = useState<Employee | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [importing, setImporting] = useState(false);
  const [linkFor, setLinkFor] = useState<Employee | null>(null);
  const mailConfigured = useMailConfigured();
  const statusMutation = useSetEmployeeStatus();

  useLastPageFallback(page.data, list);

  const canEdit = useCallback((e: Employee) => me !== null && mayChangeAccount(me, { id: e.account_id, role: e.role }), [me]);

  const askTerminate = useCallback((employee: Employee) => {
    setTerminating(employee);
    setConfirmOpen(true);
  }, []);

  const terminate = (newManager: number | null | undefined) => {
    const employee = terminating;
    if (!employee) return;
    statusMutation.mutate(
      { id: employee.id, action: 'terminate', newManager },
      {
        onSuccess: () => notify.success(t('users.terminate.done', { name: employee.full_name })),
        onError: (error) => notify.error(errorMessage(error)),
        onSettled: () => setConfirmOpen(false),
      },
    );
  };

  const invitation = useResendInvitation();
  const invite = useCallback(
    (employee: Employee) =>
      invitation.mutate(employee.account_id, {
        // Without a mail server the link reached only the outbox (ADR 28).
        onSuccess: () => (mailConfigured ? notify.success(t('users.invite.sent', { email: employee.email })) : notify.info(t('users.invite.notSent'))),
        onError: (error) => notify.error(errorMessage(error)),
      }),
    // invitation.mutate is stable.
    [invitation.mutate, t, mailConfigured],
  );

  const activate = useCallback(
    (employee: Employee) =>
      statusMutation.mutate(
        { id: employee.id, action: 'activate' },
        {
          onSuccess: () => notify.success(t('users.terminate.activated', { name: employee.full_name })),
          onError: (error) => notify.error(errorMessage(error)),
        },
      ),
    // statusMutation.mutate is stable.
    [statusMutation.mutate, t],
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
      <ListScreenHead
        title={title}
        count={page.data?.count}
        countTestId="users-count"
        actions={
          <Box data-testid="users-actions" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {active ? (
              <>
                <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)} data-testid="users-add">
                  {t('users.addEmployee')}
                </Button>
                <Button variant="outlined" startIcon={<FileUploadIcon />} onClick={() => setImporting(true)} data-testid="users-import">
                  {t('common.import')}
                </Button>
                <ExportMenu label={t('users.export')} download={exportEmployees} testId="users-export" />
                <Button component={RouterLink} to="/users/terminated-users" startIcon={<GroupOffIcon />} data-testid="users-terminated-link">
                  {t('users.terminatedUsers')}
                </Button>
              </>
            ) : (
              <Button component={RouterLink} to="/users" startIcon={<ArrowBackIcon />} data-testid="users-active-link">
                {t('users.backToUsers')}
              </Button>
            )}
          </Box>
        }
      />

      {active && <NoMailNote text={t('users.noMail.list')} testId="users-no-mail" />}

      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <EmployeeFilters params={params} active={activeFilters} onFilters={setFilters} onClear={clearFilters} />
      </Paper>

      <Box sx={{ width: '100%', minWidth: 0 }}>
        <EmployeesGrid
          {...serverGridInput(page, list)}
          mode={status === 'terminated' ? 'terminated' : 'active'}
          onEdit={setEditing}
          onTerminate={askTerminate}
          onInvite={invite}
          onCopyLink={setLinkFor}
          onActivate={activate}
          canEdit={canEdit}
          pathOf={pathOf}
        />
      </Box>

      {creating && <EmployeeFormDialog onClose={() => setCreating(false)} />}
      {editing && <EmployeeFormDialog key={editing.id} employee={editing} onClose={() => setEditing(null)} />}
      {/* A new dialog per person: the link it shows is gone once it closes. */}
      {linkFor && <InvitationLinkDialog key={linkFor.id} employee={linkFor} onClose={() => setLinkFor(null)} />}
      {/* Mounted from the first Terminate on (its reads wait until then); it keeps the employee while it closes. */}
      {terminating && (
        <TerminateDialog
          open={confirmOpen}
          employee={terminating}
          onClose={() => setConfirmOpen(false)}
          onConfirm={terminate}
          busy={statusMutation.isPending}
        />
      )}
      {active && (
        <ImportDialog
          open={importing}
          onClose={() => setImporting(false)}
          title={t('users.importTitle')}
          template={employeeTemplate}
          upload={importEmployees}
          onImported={() => void invalidateOrganisation(queryClient)}
        />
      )}
    </Box>
  );
}
