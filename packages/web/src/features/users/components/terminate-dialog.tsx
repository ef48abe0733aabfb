import Box from '@mui/material/Box';
import DialogContentText from '@mui/material/DialogContentText';
import Typography from '@mui/material/Typography';
import type { Employee } from '@performa/contracts/api/employees';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmployeeOptions } from '../../../api/organisation.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useReports } from '../api/get-reports.ts';
import { EmployeeAutocomplete } from './employee-autocomplete.tsx';

export interface TerminateDialogProps {
  open: boolean;
  /** Kept while the dialog closes, so that its text does not vanish mid-animation. */
  employee: Employee | null;
  busy: boolean;
  onClose: () => void;
  /** The new manager of the person's reports (null: none), or undefined when nobody reports to them. */
  onConfirm: (newManager: number | null | undefined) => void;
}

/** The manager proposed for the reports: the terminated person's own manager while active (docs/product.md §2.7). */
const ownManager = (employee: Employee | null) => (employee?.report_to && employee.report_to.status !== 'terminated' ? employee.report_to.id : null);

/**
 * The terminate confirmation (docs/product.md §2.7): it says what terminating does and that Activate
 * restores the person (so not "This action can not be reversed"), names the people who report to them
 * and lets the admin pick their new manager (default: the person's own manager; empty: none).
 */
export function TerminateDialog({ open, employee, busy, onClose, onConfirm }: TerminateDialogProps) {
  const { t } = useTranslation();
  const reports = useReports(open && employee ? employee.id : null);
  const options = useEmployeeOptions();
  const [manager, setManager] = useState<number | null>(ownManager(employee));
  useEffect(() => {
    if (open) setManager(ownManager(employee));
  }, [open, employee]);
  const people = reports.data?.results ?? [];
  const reportIds = new Set(people.map((r) => r.id));
  // Anyone below a direct report would close a cycle; a direct report may take the person's place.
  const choices = (options.data ?? []).filter((o) => o.id !== employee?.id);
  const name = employee?.full_name ?? '';
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      // Confirmed before the reports load, the server applies the same default (the person's own manager).
      onConfirm={() => onConfirm(people.length ? manager : undefined)}
      busy={busy}
      confirmLabel={t('users.actions.terminate')}
      description={employee ? t('users.terminate.question', { name }) : ''}
      testId="terminate-dialog"
    >
      <DialogContentText sx={{ mt: 1 }} data-testid="terminate-restorable">
        {t('users.terminate.restorable')}
      </DialogContentText>
      {employee && reports.data && (
        <Box sx={{ mt: 2 }} data-testid="terminate-reports">
          {people.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('users.terminate.noReports', { name })}
            </Typography>
          ) : (
            <>
              <Typography variant="body2" id="terminate-reports-title" sx={{ fontWeight: 600 }}>
                {t('users.terminate.reports', { name, count: people.length })}
              </Typography>
              <Box component="ul" aria-labelledby="terminate-reports-title" sx={{ mt: 0.5, mb: 2, pl: 3 }}>
                {people.map((r) => (
                  <Typography component="li" variant="body2" key={r.id} data-testid={`terminate-report-${r.id}`}>
                    {r.full_name} ({r.employee_number})
                  </Typography>
                ))}
              </Box>
              <EmployeeAutocomplete
                label={t('users.terminate.newManager')}
                value={manager}
                onChange={setManager}
                options={choices}
                loading={options.isLoading}
                current={employee.report_to && !reportIds.has(employee.report_to.id) ? employee.report_to : null}
                placeholder={t('common.none')}
                helperText={t('users.terminate.newManagerHelp', { name })}
                testId="terminate-new-manager"
              />
            </>
          )}
        </Box>
      )}
    </ConfirmDialog>
  );
}
