import { EmployeesScreen } from '../../features/users/components/employees-screen.tsx';

/** /users: the project's active employees. */
export default function UsersRoute() {
  return <EmployeesScreen status="active" />;
}
