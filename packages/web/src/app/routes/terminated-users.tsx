import { EmployeesScreen } from '../../features/users/components/employees-screen.tsx';

/** /users/terminated-users: the project's terminated employees, with Activate. */
export default function TerminatedUsersRoute() {
  return <EmployeesScreen status="terminated" />;
}
