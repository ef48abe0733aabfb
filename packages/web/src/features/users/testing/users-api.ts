import type { Employee } from '@performa/contracts/api/employees';
import type { PermissionRecord } from '@performa/contracts/api/auth';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, ME, permissionRecord, sessionRoutes, storeTokens, type FakeHandler, type FakeRequest } from '../../../testing/fake-api.ts';

/** A call as the users screens' handlers see it (path below /api without the query; the query apart). */
export type UsersCall = FakeRequest;

export type UsersHandler = FakeHandler;

/**
 * The fake API of testing/fake-api.ts (route table checks included) with the users screens'
 * handlers: they see the query string (the list's page, sort and filters travel there). Unknown
 * calls of the route table are 404.
 */
export const installUsersApi = (routes: Record<string, UsersHandler>) => installFakeApi(routes);

/**
 * Signs in as a user of the given role: the permission record is what decides the role choice.
 * `mailConfigured: false`: the server sends no email (me.mail_configured, ADR 28).
 */
export async function signInAs(role: PermissionRecord['user_type'], options: { mailConfigured?: boolean } = {}) {
  storeTokens();
  const me = { ...ME, mail_configured: options.mailConfigured ?? true };
  installFakeApi(sessionRoutes(permissionRecord({ user_type: role }), { 'GET /account/me/': () => json(200, me) }));
  await loadSession();
}

let nextId = 1;
export function employee(overrides: Partial<Employee> = {}): Employee {
  const id = overrides.id ?? nextId++;
  return {
    id,
    account_id: id + 100,
    employee_number: `E${String(id).padStart(3, '0')}`,
    first_name: 'Aysel',
    last_name: 'Mammadova',
    full_name: `${overrides.first_name ?? 'Aysel'} ${overrides.last_name ?? 'Mammadova'}`,
    email: `user${id}@example.com`,
    username: `user${id}`,
    role: 'user',
    image: null,
    department: { id: 1, name: 'Finance' },
    sub_department: null,
    position: { id: 100, name: 'Accountant' },
    report_to: null,
    status: 'active',
    has_password: true,
    ...overrides,
  };
}

export const DEPARTMENTS = [
  { id: 1, name: 'Finance' },
  { id: 2, name: 'Human Resources' },
];

/** The organisation reads every users screen makes, with sub-departments and positions per department. */
export function organisationRoutes(): Record<string, UsersHandler> {
  const subs: Record<string, { id: number; name: string }[]> = { '1': [{ id: 10, name: 'Payroll' }], '2': [{ id: 20, name: 'Recruitment' }] };
  const positions: Record<string, { id: number; name: string }[]> = {
    '1': [{ id: 100, name: 'Accountant' }],
    '1/10': [
      { id: 100, name: 'Accountant' },
      { id: 101, name: 'Payroll Specialist' },
    ],
    '2': [{ id: 200, name: 'Recruiter' }],
    '2/20': [
      { id: 200, name: 'Recruiter' },
      { id: 201, name: 'Talent Sourcer' },
    ],
  };
  return {
    'GET /wizard/project-departments/': () => json(200, DEPARTMENTS),
    'GET /wizard/departments/': () =>
      json(200, [
        { id: 1, name: 'Finance', parent_id: null, employee_count: 3, position_count: 2 },
        { id: 10, name: 'Payroll', parent_id: 1, employee_count: 1, position_count: 1 },
        { id: 11, name: 'Salaries', parent_id: 10, employee_count: 0, position_count: 1 },
        { id: 2, name: 'Human Resources', parent_id: null, employee_count: 2, position_count: 1 },
        { id: 20, name: 'Recruitment', parent_id: 2, employee_count: 1, position_count: 1 },
      ]),
    'GET /wizard/sub-departments/': ({ query }) => json(200, subs[query.get('department') ?? ''] ?? []),
    'GET /wizard/filtered-department-positions/': ({ query }) => {
      const sub = query.get('sub_department');
      return json(200, positions[`${query.get('department')}${sub ? `/${sub}` : ''}`] ?? []);
    },
    'GET /wizard/positions/': () =>
      json(200, [
        { id: 100, name: 'Accountant', department_id: 1, department_name: 'Finance', parent_id: null, holders: [] },
        {
          id: 101,
          name: 'Payroll Specialist',
          department_id: 10,
          department_name: 'Payroll',
          parent_id: 100,
          holders: [
            { id: 2, full_name: 'Leyla Huseynova', image: null },
            { id: 1, full_name: 'Kamran Aliyev', image: null },
          ],
        },
        { id: 102, name: 'Salary Clerk', department_id: 11, department_name: 'Salaries', parent_id: 101, holders: [] },
        { id: 200, name: 'Recruiter', department_id: 2, department_name: 'Human Resources', parent_id: null, holders: [] },
      ]),
    'GET /wizard/employees-list/': () =>
      json(200, [
        { id: 1, full_name: 'Kamran Aliyev', employee_number: 'E001' },
        { id: 2, full_name: 'Leyla Huseynova', employee_number: 'E002' },
      ]),
  };
}
