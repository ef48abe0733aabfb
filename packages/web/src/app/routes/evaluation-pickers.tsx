import { useMemo } from 'react';
import { useDepartments, useEmployeeOptions } from '../../api/organisation.ts';
import { DepartmentPicker, departmentPaths } from '../../features/users/components/department-picker.tsx';
import { EmployeeAutocomplete } from '../../features/users/components/employee-autocomplete.tsx';
import type { EvaluationPickers, PickerProps } from '../../features/evaluations/components/pickers.tsx';

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

/** The pickers the evaluation screens take from the users feature (a page composes features). */
export const evaluationPickers: EvaluationPickers = { Department: DepartmentField, Employee: EmployeeField };
