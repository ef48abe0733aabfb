import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { employee, installUsersApi, organisationRoutes, signInAs } from '../testing/users-api.ts';
import { EmployeeFormDialog } from './employee-form-dialog.tsx';

const VALID = {
  employee_number: 'E042',
  first_name: 'Leyla',
  last_name: 'Huseynova',
  username: 'leyla.h',
  email: 'leyla@example.com',
  password: 'correct-horse',
};

async function fill(values: Partial<typeof VALID>) {
  const user = userEvent.setup();
  for (const [name, value] of Object.entries(values)) {
    const input = screen.getByTestId(`employee-${name}`) as HTMLInputElement;
    await user.clear(input);
    await user.type(input, value);
  }
}

async function choose(testId: string, optionId: number | string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(await screen.findByTestId(`${testId}-option-${optionId}`));
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
}

async function optionIds(testId: string): Promise<string[]> {
  fireEvent.mouseDown(screen.getByTestId(testId));
  const listbox = await screen.findByRole('listbox');
  const ids = within(listbox)
    .queryAllByRole('option')
    .map((o) => o.getAttribute('data-testid')?.replace(`${testId}-option-`, '') ?? '')
    .filter(Boolean);
  fireEvent.keyDown(listbox, { key: 'Escape' });
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  return ids;
}

/** The helper text under a field (its FormControl). */
const helperOf = (testId: string) => screen.getByTestId(testId).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';

const submit = () => fireEvent.click(screen.getByTestId('employee-submit'));

describe('create employee', () => {
  it('validates on the client with the shared schema, in the UI language', async () => {
    await signInAs('admin');
    const api = installUsersApi(organisationRoutes());
    await i18n.changeLanguage('az');
    renderWithProviders(<EmployeeFormDialog onClose={() => {}} />);
    await fill({ email: 'not-an-email', password: 'short' });
    submit();
    await waitFor(() => expect(helperOf('employee-employee_number')).toBe('Bu sahə mütləqdir'));
    expect(helperOf('employee-email')).toBe('Düzgün e-poçt ünvanı daxil edin');
    expect(helperOf('employee-password')).toBe('Şifrə ən azı 8 simvoldan ibarət olmalıdır');
    expect(api.callsTo('POST /wizard/add-employee/')).toHaveLength(0);
  });

  it('places the employee in any department of the tree (a third-level one too) and proposes the manager from the positions chart', async () => {
    await signInAs('admin');
    const api = installUsersApi({
      ...organisationRoutes(),
      'POST /wizard/add-employee/': () => json(201, employee({ id: 42, first_name: 'Leyla', last_name: 'Huseynova' })),
    });
    const onClose = vi.fn();
    renderWithProviders(<EmployeeFormDialog onClose={onClose} />);
    expect(screen.queryByTestId('employee-role')).toBeNull();
    await fill(VALID);
    fireEvent.mouseDown(screen.getByTestId('employee-department'));
    // Every department of the tree, each with its path (docs/product.md §2.7).
    expect((await screen.findByTestId('employee-department-option-11')).textContent).toBe('SalariesFinance / Payroll / Salaries');
    fireEvent.click(screen.getByTestId('employee-department-option-11'));
    expect((screen.getByTestId('employee-department') as HTMLInputElement).value).toBe('Finance / Payroll / Salaries');
    // The positions of Salaries and of Payroll above it.
    expect(await optionIds('employee-position')).toEqual(['101', '102']);
    // Salary Clerk reports to Payroll Specialist: its holders are proposed, the first by name.
    await choose('employee-position', 102);
    await waitFor(() => expect((screen.getByTestId('employee-report_to') as HTMLInputElement).value).toBe('Kamran Aliyev (E001)'));
    expect(helperOf('employee-report_to')).toBe('Proposed from the positions chart: Kamran Aliyev');
    submit();

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST /wizard/add-employee/')[0]?.body).toEqual({
      ...VALID,
      department: 11,
      sub_department: null,
      position: 102,
      report_to: 1,
      role: 'user',
    });
    expect(await screen.findByText('Employee Leyla Huseynova created')).toBeTruthy();
  });

  it('the manager picked by hand after the position stays; a position without a holder above proposes nobody', async () => {
    await signInAs('admin');
    installUsersApi(organisationRoutes());
    renderWithProviders(<EmployeeFormDialog onClose={() => {}} />);
    fireEvent.mouseDown(screen.getByTestId('employee-department'));
    fireEvent.click(await screen.findByTestId('employee-department-option-10'));
    await choose('employee-position', 100); // a root of the chart
    expect((screen.getByTestId('employee-report_to') as HTMLInputElement).value).toBe('');
    fireEvent.mouseDown(screen.getByTestId('employee-report_to'));
    fireEvent.click(await screen.findByTestId('employee-report_to-option-2'));
    expect((screen.getByTestId('employee-report_to') as HTMLInputElement).value).toBe('Leyla Huseynova (E002)');
    expect(helperOf('employee-report_to')).toBe('');
  });

  it('a super admin chooses the role', async () => {
    await signInAs('super_admin');
    const api = installUsersApi({ ...organisationRoutes(), 'POST /wizard/add-employee/': () => json(201, employee({ id: 43 })) });
    renderWithProviders(<EmployeeFormDialog onClose={() => {}} />);
    await fill(VALID);
    await choose('employee-role', 'admin');
    submit();
    await waitFor(() => expect(api.callsTo('POST /wizard/add-employee/')).toHaveLength(1));
    expect(api.callsTo('POST /wizard/add-employee/')[0]?.body).toMatchObject({ role: 'admin', department: null, report_to: null });
  });

  it('shows a server field error at its field and keeps the dialog open', async () => {
    await signInAs('admin');
    installUsersApi({
      ...organisationRoutes(),
      'POST /wizard/add-employee/': () =>
        json(400, { username: ['A user with that username already exists.'], employee_number: ['This employee number is taken.'] }),
    });
    const onClose = vi.fn();
    renderWithProviders(<EmployeeFormDialog onClose={onClose} />);
    await fill(VALID);
    submit();
    await waitFor(() => expect(helperOf('employee-username')).toBe('A user with that username already exists.'));
    expect(helperOf('employee-employee_number')).toBe('This employee number is taken.');
    expect(helperOf('employee-email')).toBe('');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('the position choices follow the department, and changing the department clears the position', async () => {
    await signInAs('admin');
    installUsersApi(organisationRoutes());
    renderWithProviders(<EmployeeFormDialog onClose={() => {}} />);
    expect(screen.getByTestId('employee-position').getAttribute('aria-disabled')).toBe('true');
    expect(helperOf('employee-position')).toBe('Choose a department first');

    fireEvent.mouseDown(screen.getByTestId('employee-department'));
    fireEvent.click(await screen.findByTestId('employee-department-option-1'));
    expect(await optionIds('employee-position')).toEqual(['100']);
    fireEvent.mouseDown(screen.getByTestId('employee-department'));
    fireEvent.click(await screen.findByTestId('employee-department-option-10'));
    expect(await optionIds('employee-position')).toEqual(['100', '101']);
    await choose('employee-position', 101);
    expect(screen.getByTestId('employee-position').textContent).toContain('Payroll Specialist');

    fireEvent.mouseDown(screen.getByTestId('employee-department'));
    fireEvent.click(await screen.findByTestId('employee-department-option-2'));
    expect(screen.getByTestId('employee-position').textContent).toBe('None');
    expect(await optionIds('employee-position')).toEqual(['200']);
  });
});

describe('edit employee', () => {
  const current = employee({
    id: 2,
    first_name: 'Leyla',
    last_name: 'Huseynova',
    employee_number: 'E002',
    username: 'leyla',
    email: 'leyla@example.com',
    department: { id: 1, name: 'Finance' },
    sub_department: { id: 10, name: 'Payroll' },
    position: { id: 101, name: 'Payroll Specialist' },
    report_to: { id: 1, full_name: 'Kamran Aliyev', status: 'active' },
  });

  it('starts from the employee, keeps a blank password, and cannot report to themselves', async () => {
    await signInAs('admin');
    const api = installUsersApi({
      ...organisationRoutes(),
      'PUT /wizard/employee/2/': () => json(200, { ...current, last_name: 'Aliyeva', full_name: 'Leyla Aliyeva' }),
    });
    renderWithProviders(<EmployeeFormDialog employee={current} onClose={() => {}} />);
    expect(helperOf('employee-password')).toBe('Leave blank to keep the current password');
    expect(screen.getByTestId('employee-position').textContent).toContain('Payroll Specialist');
    // The current department shows by name while the tree loads, then with its path.
    await waitFor(() => expect((screen.getByTestId('employee-department') as HTMLInputElement).value).toBe('Finance / Payroll'));

    fireEvent.mouseDown(screen.getByTestId('employee-report_to'));
    await screen.findByTestId('employee-report_to-option-1');
    expect(screen.queryByTestId('employee-report_to-option-2')).toBeNull();
    fireEvent.keyDown(screen.getByTestId('employee-report_to'), { key: 'Escape' });

    await fill({ last_name: 'Aliyeva' });
    submit();
    await waitFor(() => expect(api.callsTo('PUT /wizard/employee/2/')).toHaveLength(1));
    expect(api.callsTo('PUT /wizard/employee/2/')[0]?.body).toEqual({
      employee_number: 'E002',
      first_name: 'Leyla',
      last_name: 'Aliyeva',
      department: 10,
      sub_department: null,
      position: 101,
      report_to: 1,
      username: 'leyla',
      email: 'leyla@example.com',
      password: '',
      role: 'user',
    });
  });
});
