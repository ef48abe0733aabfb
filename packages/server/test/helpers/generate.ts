/**
 * Builds a realistic company for benchmarks: departments with sub-departments, a positional chart,
 * N employees with accounts and reporting lines that follow the chart. Later issues extend it
 * (periods, scales, competencies, goals, evaluations).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../../src/db/client.ts';
import { accounts, companies, departments, employees, payments, positions, projects } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { sql } from 'drizzle-orm';

const FIRST = [
  'Aysel',
  'Rashad',
  'Leyla',
  'Elvin',
  'Nigar',
  'Tural',
  'Gunel',
  'Farid',
  'Sabina',
  'Orkhan',
  'Anna',
  'Dmitri',
  'Olga',
  'Ivan',
  'Maria',
  'John',
  'Emily',
  'David',
  'Sarah',
  'Kamran',
  'Zaur',
  'Aygun',
  'Samir',
  'Nargiz',
  'Ilgar',
  'Ulviyya',
  'Murad',
  'Lala',
  'Vugar',
  'Sevinj',
];
const LAST = [
  'Mammadov',
  'Aliyeva',
  'Huseynov',
  'Hasanova',
  'Guliyev',
  'Ismayilova',
  'Abbasov',
  'Babayeva',
  'Jafarov',
  'Karimova',
  'Ivanov',
  'Petrova',
  'Smirnov',
  'Kuznetsova',
  'Smith',
  'Johnson',
  'Brown',
  'Taylor',
  'Rzayev',
  'Najafova',
  'Safarov',
  'Valiyeva',
  'Bayramov',
  'Quliyeva',
  'Mustafayev',
];
const DEPARTMENTS: Record<string, string[]> = {
  Sales: ['Retail', 'Corporate', 'Online', 'Regional'],
  Marketing: ['Brand', 'Digital', 'Research'],
  Finance: ['Accounting', 'Treasury', 'Payroll', 'Audit'],
  'Human Resources': ['Recruiting', 'Learning', 'Compensation'],
  'Information Technology': ['Infrastructure', 'Development', 'Support', 'Security'],
  Operations: ['Logistics', 'Procurement', 'Facilities', 'Quality'],
  'Customer Service': ['Call Centre', 'Complaints', 'Onboarding'],
  Legal: ['Contracts', 'Compliance'],
  Production: ['Assembly', 'Maintenance', 'Planning', 'Safety'],
  'Research and Development': ['Product', 'Labs', 'Design'],
};
const LEVELS = ['Director', 'Head', 'Manager', 'Lead', 'Senior Specialist', 'Specialist'];

export interface GeneratedCompany {
  companyId: number;
  projectId: number;
  username: string;
  password: string;
  employees: number;
  departments: number;
  positions: number;
}

const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;

export async function generateCompany(db: Db, options: { employees: number; name?: string }): Promise<GeneratedCompany> {
  const tag = randomBytes(3).toString('hex');
  const password = 'bench-password-1';
  const hash = await hashPassword(password);
  const [company] = await db
    .insert(companies)
    .values({
      code: `B${tag.toUpperCase()}`,
      companyName: options.name ?? `Generated ${tag}`,
      industry: 'Manufacturing',
    })
    .returning();
  const companyId = company!.id;
  const [project] = await db.insert(projects).values({ companyId, projectName: 'Main project' }).returning();
  const projectId = project!.id;
  await db.insert(payments).values({
    companyId,
    package: 'free',
    plan: 'bench',
    startDate: sql`current_date`,
    isAccepted: true,
    status: 'accepted',
  });
  const [owner] = await db
    .insert(accounts)
    .values({
      companyId,
      username: `owner_${tag}`,
      email: `owner_${tag}@bench.test`,
      passwordHash: hash,
      firstName: 'Bench',
      lastName: 'Owner',
      role: 'super_admin',
    })
    .returning();

  // Departments and sub-departments; a positional chart per department: director → heads (per sub) → levels below.
  const units: Array<{ id: number; top: number; positions: number[] }> = [];
  let positionCount = 0;
  const ceoDept = await db.insert(departments).values({ companyId, projectId, name: 'Board' }).returning();
  const [ceo] = await db
    .insert(positions)
    .values({
      companyId,
      projectId,
      departmentId: ceoDept[0]!.id,
      name: 'Chief Executive Officer',
    })
    .returning();
  positionCount += 1;
  for (const [name, subs] of Object.entries(DEPARTMENTS)) {
    const [top] = await db.insert(departments).values({ companyId, projectId, name }).returning();
    const [director] = await db
      .insert(positions)
      .values({
        companyId,
        projectId,
        departmentId: top!.id,
        name: `${name} Director`,
        parentId: ceo!.id,
      })
      .returning();
    positionCount += 1;
    for (const sub of subs) {
      const [unit] = await db.insert(departments).values({ companyId, projectId, name: sub, parentId: top!.id }).returning();
      let parent = director!.id;
      const chain: number[] = [];
      for (const level of LEVELS.slice(1)) {
        const [p] = await db
          .insert(positions)
          .values({
            companyId,
            projectId,
            departmentId: unit!.id,
            name: `${sub} ${level}`,
            parentId: parent,
          })
          .returning();
        chain.push(p!.id);
        parent = p!.id;
        positionCount += 1;
      }
      units.push({ id: unit!.id, top: top!.id, positions: chain });
    }
  }

  // Employees: spread over the units; the first holders of each level manage the next level.
  const perUnit = Math.ceil(options.employees / units.length);
  let made = 0;
  for (const [u, unit] of units.entries()) {
    const count = Math.min(perUnit, options.employees - made);
    if (count <= 0) break;
    const accountRows = Array.from({ length: count }, (_, i) => {
      const n = made + i;
      return {
        companyId,
        username: `emp${n}_${tag}`,
        email: `emp${n}_${tag}@bench.test`,
        passwordHash: hash,
        firstName: pick(FIRST, n * 7 + u),
        lastName: pick(LAST, n * 3 + u * 5),
        role: 'user' as const,
      };
    });
    const ids: number[] = [];
    for (let i = 0; i < accountRows.length; i += 1000) {
      const inserted = await db
        .insert(accounts)
        .values(accountRows.slice(i, i + 1000))
        .returning({ id: accounts.id });
      ids.push(...inserted.map((r) => r.id));
    }
    // Level sizes grow down the chain: 1 head, 2 managers, 4 leads, then specialists.
    const levelOf = (i: number) => (i === 0 ? 0 : i <= 2 ? 1 : i <= 6 ? 2 : i <= 20 ? 3 : 4);
    const employeeIds: number[] = [];
    for (let i = 0; i < count; i++) {
      const level = levelOf(i);
      const managerIndex = level === 0 ? null : level === 1 ? 0 : level === 2 ? 1 + (i % 2) : level === 3 ? 3 + (i % 4) : 7 + (i % 14);
      const [row] = await db
        .insert(employees)
        .values({
          companyId,
          projectId,
          accountId: ids[i]!,
          employeeNumber: `E${String(made + i + 1).padStart(6, '0')}`,
          firstName: accountRows[i]!.firstName,
          lastName: accountRows[i]!.lastName,
          departmentId: unit.top,
          subDepartmentId: unit.id,
          positionId: unit.positions[Math.min(level, unit.positions.length - 1)]!,
          reportToId: managerIndex === null ? null : (employeeIds[Math.min(managerIndex, employeeIds.length - 1)] ?? null),
        })
        .returning({ id: employees.id });
      employeeIds.push(row!.id);
    }
    made += count;
  }
  return {
    companyId,
    projectId,
    username: owner!.username,
    password,
    employees: made,
    departments: units.length + Object.keys(DEPARTMENTS).length + 1,
    positions: positionCount,
  };
}
