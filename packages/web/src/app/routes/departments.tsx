import { DepartmentsScreen } from '../../features/departments/components/departments-screen.tsx';

/** /departments: the department tree of the selected project. */
export default function DepartmentsRoute() {
  return <DepartmentsScreen />;
}
