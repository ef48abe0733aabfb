import { RecordPickersProvider } from '../../components/record-pickers.tsx';
import { AdminDashboardScreen } from '../../features/admin-dashboard/components/admin-dashboard-screen.tsx';
import { ReminderActions } from '../../features/evaluations/components/reminders.tsx';
import { recordPickers } from './record-pickers.tsx';

/**
 * The admin dashboard (admin and super admin, docs/product.md §7.9). The page hands in what other features
 * own: the department picker of the top 10's filter, and "Remind everyone" with the round's reminder log.
 */
export default function AdminDashboardRoute() {
  return (
    <RecordPickersProvider pickers={recordPickers}>
      <AdminDashboardScreen remindAction={ReminderActions} />
    </RecordPickersProvider>
  );
}
