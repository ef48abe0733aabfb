import { useMemo } from 'react';
import { useDepartments, useEmployeeOptions } from '../../api/organisation.ts';
import type { PickerProps, RecordPickers } from '../../components/record-pickers.tsx';
import { DepartmentPicker, departmentPaths } from '../../features/users/components/department-picker.tsx';
import { EmployeeAutocomplete } from '../../features/users/components/employee-autocomplete.tsx';

/** The users screens' department tree picker, with the project's tree. */
function DepartmentField(props: PickerProps) {
  const departments = useDepartments();
  const tree = useMemo(() => departmentPaths(departments.data ?? []), [departments.data]);
  return <DepartmentPicker {...props} departments={tree} loading={departments.isLoading} />;
}

/** The users screens' employee picker, with the project's active employees. */
function EmployeeField(props: PickerProps) {
  const employees = useEmployeeOptions();
  return <EmployeeAutocomplete {...props} options={employees.data ?? []} loading={employees.isLoading} />;
}

/** The pickers the screens of other features take from the users feature (a page composes features). */
export const recordPickers: RecordPickers = { Department: DepartmentField, Employee: EmployeeField };
