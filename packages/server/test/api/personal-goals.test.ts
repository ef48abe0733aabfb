import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals, positionalGoalPositions, positionalGoals, projectSettings } from '../../src/db/schema.ts';
import { goalIssueMessage, goalProblems, messageText } from '../../src/services/evaluations/goal-readiness.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, addPosition, scopeAdmin, signIn } from '../helpers/factories.ts';
import { numericalGoal } from '../helpers/goals.ts';
import { addCategory, addPeriod, addTemplate } from '../helpers/setup.ts';
import { tenant, type Method, type Tenant } from '../helpers/tenant.ts';

const GOALS = '/api/goals/personal-goals/';
const OVER_100 = {
  en: 'Sum of weights must be less or equal to 100.',
  az: 'Çəkilərin cəmi 100-dən az və ya ona bərabər olmalıdır.',
  ru: 'Сумма весов должна быть меньше или равна 100.',
};

describe('personal goals', () => {
  let t: TestApp;
  let acme: Tenant;
  let sales: { id: number };
  let seller: { id: number };
  let person: { id: number; firstName: string; lastName: string };
  let period: Awaited<ReturnType<typeof addPeriod>>;
  let yearly: Awaited<ReturnType<typeof addPeriod>>;
  let category: { id: number };

  const goalsOf = async (employee: number, periodId = period.id) => (await acme.call('GET', `${GOALS}?employee=${employee}&period=${periodId}`)).json();
  const create = (employee: number, body: Record<string, unknown>, periodId = period.id) =>
    acme.call('POST', GOALS, { employee_id: employee, period_id: periodId, ...body });
  /** Revenue (60, every round, with a category) and Q1 launch (40, Q1 only): Q1 totals 100, Q2 60. */
  const giveGoals = async (employee: number) => ({
    everyRound: await create(employee, { ...numericalGoal('Revenue', 60), category_id: category.id, deadline: '2026-06-30', success_criteria: 'Grow' }),
    q1Only: await create(employee, { ...numericalGoal('Q1 launch', 40), frequency_id: period.rounds[0]!.id }),
  });

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t, { company: 'Acme' });
    sales = await addDepartment(t.deps, acme, 'Sales');
    seller = await addPosition(t.deps, acme, sales.id, 'Seller');
    person = await addEmployee(t.deps, acme, { firstName: 'Leyla', lastName: 'Aliyeva', departmentId: sales.id, positionId: seller.id });
    period = await addPeriod(t.deps, acme, ['Q1', 'Q2']);
    yearly = await addPeriod(t.deps, acme);
    category = await addCategory(t.deps, acme, 'goal', 'Sales targets');
    // Leyla's goals of the period, which the tests below read (and must leave as they are).
    for (const res of Object.values(await giveGoals(person.id))) expect(res.statusCode, res.body).toBe(201);
  });
  afterAll(() => t.close());

  describe('weights', () => {
    it('totals every round: goals of every round count in each, a round’s own goals only there', async () => {
      const aysel = await addEmployee(t.deps, acme, { firstName: 'Aysel', lastName: 'Karimova', departmentId: sales.id, positionId: seller.id });
      const { everyRound, q1Only } = await giveGoals(aysel.id);
      expect(everyRound.statusCode, everyRound.body).toBe(201);
      expect(everyRound.json()).toMatchObject({
        name: 'Revenue',
        frequency: null,
        category: { id: category.id, name: 'Sales targets' },
        deadline: '2026-06-30',
        shared: false,
        sub_goals: [],
      });
      const q1 = period.rounds[0]!;
      expect(q1Only.statusCode, q1Only.body).toBe(201);
      expect(q1Only.json()).toMatchObject({ name: 'Q1 launch', frequency: { id: q1.id } });

      const list = await goalsOf(aysel.id);
      expect(list.employee).toMatchObject({ id: aysel.id, full_name: 'Aysel Karimova', position: { id: seller.id, name: 'Seller' } });
      expect(list.goals.map((g: { name: string }) => g.name)).toEqual(['Revenue', 'Q1 launch']);
      expect(list.rounds).toEqual([
        { frequency_id: q1.id, name: 'Q1', total: 100, complete: true },
        { frequency_id: period.rounds[1]!.id, name: 'Q2', total: 60, complete: false },
      ]);
      expect(list.complete).toBe(false);
    });

    it('refuses 101 in every language and changes nothing', async () => {
      const before = await goalsOf(person.id);
      for (const lang of ['en', 'az', 'ru'] as const) {
        const res = await acme.call(
          'POST',
          GOALS,
          { employee_id: person.id, period_id: period.id, ...numericalGoal(`Extra ${lang}`, 1), frequency_id: period.rounds[0]!.id },
          lang,
        );
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ weight: [OVER_100[lang]] });
      }
      // Raising a goal of every round pushes Q1 over 100 too.
      const revenue = before.goals.find((g: { name: string }) => g.name === 'Revenue');
      const raised = await acme.call('PUT', `${GOALS}${revenue.id}/`, { ...numericalGoal('Revenue', 60.5), frequency_id: null });
      expect(raised.json()).toEqual({ weight: [OVER_100.en] });
      expect(await goalsOf(person.id)).toEqual(before);
    });

    it('a period without rounds is totalled as a whole', async () => {
      await create(person.id, numericalGoal('Yearly', 70), yearly.id);
      expect((await goalsOf(person.id, yearly.id)).rounds).toEqual([{ frequency_id: null, name: '', total: 70, complete: false }]);
      expect((await create(person.id, numericalGoal('Second', 30.5), yearly.id)).json()).toEqual({ weight: [OVER_100.en] });
      expect((await create(person.id, numericalGoal('Second', 30), yearly.id)).statusCode).toBe(201);
      expect((await goalsOf(person.id, yearly.id)).complete).toBe(true);
    });

    it('goalProblems judges each round by its own goals and those of every round, and its message names the round (docs/product.md §3.10)', async () => {
      const [q1, q2] = period.rounds;
      expect(await goalProblems(t.deps.db, acme.projectId, q1!, [person.id])).toEqual(new Map());
      const issue = (await goalProblems(t.deps.db, acme.projectId, q2!, [person.id])).get(person.id)!;
      expect(issue).toEqual({ problem: 'weights_incomplete', total: 60 });
      expect(messageText('en', goalIssueMessage(q2!, issue))).toBe('First set all personal goals! The goal weights of Q2 add up to 60, not 100.');
    });
  });

  describe('fields', () => {
    it('refuses a round of another period, a deadline outside the period and a name used twice in a round', async () => {
      const other = await addPeriod(t.deps, acme, ['H1']);
      const wrongRound = await create(person.id, { ...numericalGoal('X', 1), frequency_id: other.rounds[0]!.id });
      expect(wrongRound.json()).toEqual({ frequency_id: ['This round does not belong to the selected period.'] });
      const late = await create(person.id, { ...numericalGoal('X', 1), deadline: '2027-01-15' });
      expect(late.json()).toEqual({ deadline: ['The dates must lie inside the period (2026-01-01 – 2026-12-31).'] });
      const twice = await create(person.id, { ...numericalGoal('revenue', 0) });
      expect(twice.json()).toEqual({ name: ['This name is already in use here.'] });
      const stranger = await tenant(t, { company: 'Globex' });
      const theirEmployee = await addEmployee(t.deps, stranger);
      const theirPeriod = await addPeriod(t.deps, stranger);
      expect((await create(theirEmployee.id, numericalGoal('X', 1))).json()).toEqual({ employee_id: ['No such entry in this project.'] });
      expect((await create(person.id, numericalGoal('X', 1), theirPeriod.id)).json()).toEqual({ period_id: ['No such entry in this project.'] });
    });

    it('scores numerical goals with the project’s cap; scale goals have no score until evaluated', async () => {
      const scorer = await addEmployee(t.deps, acme, { departmentId: sales.id });
      const template = await addTemplate(t.deps, acme, 'Goal scale');
      const higher = (await create(scorer.id, numericalGoal('Higher', 30, { actual: 80 }))).json();
      const lower = (await create(scorer.id, numericalGoal('Lower', 30, { target: 10, actual: 20, is_positive: false }))).json();
      const rated = (await create(scorer.id, { name: 'Rated', weight: 20, is_numerical: false, scale_template_id: template.id, actual: 3 })).json();
      const open = (await create(scorer.id, numericalGoal('Open', 20))).json();
      expect([higher.score, lower.score, rated.score, open.score]).toEqual([80, 50, null, null]);
      expect(rated).toMatchObject({ actual: null, target: null, scale_template: { id: template.id, name: 'Goal scale' } });

      const over = await acme.call('PUT', `${GOALS}${higher.id}/`, numericalGoal('Higher', 30, { actual: 150 }));
      expect(over.json().score).toBe(100);
      await t.deps.db.insert(projectSettings).values({ projectId: acme.projectId, companyId: acme.companyId, maxAchievement: 1.2 });
      expect((await goalsOf(scorer.id)).goals.find((g: { id: number }) => g.id === higher.id).score).toBe(120);
    });
  });

  describe('the employee list of the goals screen', () => {
    it('lists active employees with goal counts, totals per round and completeness; searches and filters', async () => {
      const elsewhere = await addDepartment(t.deps, acme, 'Support');
      const helper = await addEmployee(t.deps, acme, { firstName: 'Kamran', lastName: 'Zeynalov', departmentId: elsewhere.id });
      const url = (q: string) => `/api/goals/employee-goals-list/?period=${period.id}&page_size=200${q}`;
      const page = (await acme.call('GET', url(''))).json();
      const row = page.results.find((r: { id: number }) => r.id === person.id);
      expect(row).toMatchObject({
        full_name: 'Leyla Aliyeva',
        goal_count: 2,
        complete: false,
        department: { id: sales.id, name: 'Sales' },
        position: { id: seller.id, name: 'Seller' },
      });
      expect(row.rounds.map((r: { total: number }) => r.total)).toEqual([100, 60]);
      expect(page.results.find((r: { id: number }) => r.id === helper.id)).toMatchObject({ goal_count: 0, complete: false });

      expect((await acme.call('GET', url('&search=zeynal'))).json().results.map((r: { id: number }) => r.id)).toEqual([helper.id]);
      const support = (await acme.call('GET', url(`&department=${elsewhere.id}`))).json();
      expect(support.count).toBe(1);
      expect((await acme.call('GET', '/api/goals/employee-goals-list/')).json()).toEqual({ period: ['This field is required'] });
    });
  });

  describe('deleting', () => {
    it('deletes one goal, then all of an employee’s goals of a period; none left answers the message of docs/product.md §3.7', async () => {
      const leaver = await addEmployee(t.deps, acme, { departmentId: sales.id });
      const one = (await create(leaver.id, numericalGoal('One', 10))).json();
      await create(leaver.id, numericalGoal('Two', 10));
      await create(leaver.id, numericalGoal('Kept', 10), yearly.id);
      expect((await acme.call('DELETE', `${GOALS}${one.id}/`)).statusCode).toBe(204);
      expect((await acme.call('DELETE', `${GOALS}${one.id}/`)).statusCode).toBe(404);

      const all = await acme.call('DELETE', `/api/goals/delete-all-personal-goals/${leaver.id}/?period=${period.id}`);
      expect(all.statusCode, all.body).toBe(200);
      expect(all.json()).toEqual({ deleted: 1 });
      expect((await goalsOf(leaver.id, yearly.id)).goals).toHaveLength(1);
      for (const [lang, text] of [
        ['en', 'No personal goal found for this employee.'],
        ['az', 'Bu işçi üçün fərdi hədəf tapılmadı.'],
        ['ru', 'Для этого сотрудника не найдено личных целей.'],
      ] as const) {
        const none = await acme.call('DELETE', `/api/goals/delete-all-personal-goals/${leaver.id}/?period=${period.id}`, undefined, lang);
        expect(none.statusCode).toBe(404);
        expect(none.json()).toEqual({ detail: text, code: 'no_personal_goal' });
      }
      expect((await acme.call('DELETE', `/api/goals/delete-all-personal-goals/${leaver.id}/`)).json()).toEqual({ deleted: 1 });
    });
  });

  describe('generation from positional goals', () => {
    it('copies the positional goals of each holder’s position, once; a department or everyone', async () => {
      const ops = await addDepartment(t.deps, acme, 'Operations');
      const clerk = await addPosition(t.deps, acme, ops.id, 'Clerk');
      const clerks = [
        await addEmployee(t.deps, acme, { departmentId: ops.id, positionId: clerk.id }),
        await addEmployee(t.deps, acme, { departmentId: ops.id, positionId: clerk.id }),
      ];
      for (const [name, weight] of [
        ['Accuracy', 50],
        ['Speed', 30],
      ] as const) {
        const res = await acme.call('POST', '/api/goals/positionalgoal/', {
          ...numericalGoal(name, weight),
          success_criteria: `${name} criteria`,
          position_ids: [clerk.id],
        });
        expect(res.statusCode, res.body).toBe(201);
      }
      const one = await acme.call('POST', `${GOALS}generate/`, { period_id: period.id, employee_ids: [clerks[0]!.id] });
      expect(one.json()).toEqual({ created: 2, skipped: 0, skipped_positions: [], skipped_employees: [] });
      const copies = (await goalsOf(clerks[0]!.id)).goals;
      expect(copies.map((g: { name: string; weight: number; success_criteria: string }) => [g.name, g.weight, g.success_criteria])).toEqual([
        ['Accuracy', 50, 'Accuracy criteria'],
        ['Speed', 30, 'Speed criteria'],
      ]);
      expect(copies.every((g: { positional_goal_id: number | null; frequency: null }) => g.positional_goal_id !== null && g.frequency === null)).toBe(true);

      const department = await acme.call('POST', `${GOALS}generate/`, { period_id: period.id, department_id: ops.id });
      expect(department.json()).toEqual({ created: 2, skipped: 2, skipped_positions: [], skipped_employees: [] });
      // Adjusting a copy (even renaming it) does not make it come back.
      const speed = copies.find((g: { name: string }) => g.name === 'Speed');
      await acme.call('PUT', `${GOALS}${speed.id}/`, numericalGoal('Speed of service', 20));
      const again = await acme.call('POST', `${GOALS}generate/`, { period_id: period.id, department_id: ops.id });
      expect(again.json()).toEqual({ created: 0, skipped: 4, skipped_positions: [], skipped_employees: [] });
      expect((await goalsOf(clerks[0]!.id)).goals).toHaveLength(2);
    });

    it('copies into the chosen rounds as each round’s own goals, into a round once; the rounds can then differ (issue 23)', async () => {
      const plant = await addDepartment(t.deps, acme, 'Plant');
      const fitter = await addPosition(t.deps, acme, plant.id, 'Fitter');
      const fitters = [
        await addEmployee(t.deps, acme, { departmentId: plant.id, positionId: fitter.id }),
        await addEmployee(t.deps, acme, { departmentId: plant.id, positionId: fitter.id }),
      ];
      for (const [name, weight] of [
        ['Output', 60],
        ['Safety', 40],
      ] as const) {
        expect((await acme.call('POST', '/api/goals/positionalgoal/', { ...numericalGoal(name, weight), position_ids: [fitter.id] })).statusCode).toBe(201);
      }
      const year = await addPeriod(t.deps, acme, ['Q1', 'Q2', 'Q3', 'Q4']);
      const [q1, q2, q3, q4] = year.rounds;
      const generate = (rounds?: Array<{ id: number }>) =>
        acme.call('POST', `${GOALS}generate/`, { period_id: year.id, department_id: plant.id, ...(rounds && { frequency_ids: rounds.map((r) => r.id) }) });
      type Listed = { name: string; weight: number; frequency: { name: string } | null; positional_goal_id: number | null };
      const placed = async (employee: number) =>
        ((await goalsOf(employee, year.id)).goals as Listed[]).map((g) => `${g.frequency?.name ?? 'every'}:${g.name}:${g.weight}`).sort();
      const totals = async (employee: number) =>
        ((await goalsOf(employee, year.id)).rounds as Array<{ name: string; total: number; complete: boolean }>).map((r) => [r.name, r.total, r.complete]);

      expect((await generate([q3!, q4!])).json()).toEqual({ created: 8, skipped: 0, skipped_positions: [], skipped_employees: [] });
      expect(await placed(fitters[0]!.id)).toEqual(['Q3:Output:60', 'Q3:Safety:40', 'Q4:Output:60', 'Q4:Safety:40']);
      expect(((await goalsOf(fitters[0]!.id, year.id)).goals as Listed[]).every((g) => g.positional_goal_id !== null)).toBe(true);
      expect(await totals(fitters[0]!.id)).toEqual([
        ['Q1', 0, false],
        ['Q2', 0, false],
        ['Q3', 100, true],
        ['Q4', 100, true],
      ]);

      // Into Q4 again, or into every round (which would count in Q3 and Q4 too): nothing new.
      expect((await generate([q4!])).json()).toMatchObject({ created: 0, skipped: 4 });
      expect((await generate()).json()).toMatchObject({ created: 0, skipped: 4 });
      // The other rounds still take them.
      expect((await generate([q1!, q2!, q3!])).json()).toMatchObject({ created: 8, skipped: 4 });

      // Moving one weight in Q4 leaves Q1–Q3 at 100: each round holds its own copies.
      const q4Safety = ((await goalsOf(fitters[0]!.id, year.id)).goals as Array<Listed & { id: number }>).find(
        (g) => g.name === 'Safety' && g.frequency?.name === 'Q4',
      )!;
      const moved = await acme.call('PUT', `${GOALS}${q4Safety.id}/`, { ...numericalGoal('Safety', 30), frequency_id: q4!.id });
      expect(moved.statusCode, moved.body).toBe(200);
      expect((await create(fitters[0]!.id, { ...numericalGoal('Audit', 10), frequency_id: q4!.id }, year.id)).statusCode).toBe(201);
      expect(await totals(fitters[0]!.id)).toEqual([
        ['Q1', 100, true],
        ['Q2', 100, true],
        ['Q3', 100, true],
        ['Q4', 100, true],
      ]);
      expect((await goalsOf(fitters[0]!.id, year.id)).complete).toBe(true);
    });

    it('refuses a round of another period, project or company, and an empty choice of rounds, on frequency_ids (issue 23)', async () => {
      const before = await goalsOf(person.id);
      const generate = (ids: number[]) => acme.call('POST', `${GOALS}generate/`, { period_id: period.id, employee_ids: [person.id], frequency_ids: ids });
      const otherPeriod = await addPeriod(t.deps, acme, ['H1']);
      expect((await generate([period.rounds[0]!.id, otherPeriod.rounds[0]!.id])).json()).toEqual({
        frequency_ids: ['This round does not belong to the selected period.'],
      });
      const otherProject = await acme.addProject('Second');
      const theirRound = (await addPeriod(t.deps, otherProject.scope, ['Q1'])).rounds[0]!;
      expect((await generate([theirRound.id])).json()).toEqual({ frequency_ids: ['No such entry in this project.'] });
      const initech = await tenant(t, { company: 'Initech' });
      const foreignRound = (await addPeriod(t.deps, initech, ['Q1'])).rounds[0]!;
      expect((await generate([foreignRound.id])).json()).toEqual({ frequency_ids: ['No such entry in this project.'] });
      expect((await generate([])).json()).toEqual({ frequency_ids: ['This field is required'] });
      expect(await goalsOf(person.id)).toEqual(before);
    });

    it('skips an employee who would go over 100, naming them, and copies for the others (docs/product.md §3.6)', async () => {
      const field = await addDepartment(t.deps, acme, 'Field');
      const driver = await addPosition(t.deps, acme, field.id, 'Driver');
      const busy = await addEmployee(t.deps, acme, { firstName: 'Busy', lastName: 'Driver', departmentId: field.id, positionId: driver.id });
      const free = await addEmployee(t.deps, acme, { departmentId: field.id, positionId: driver.id });
      await create(busy.id, numericalGoal('Own goal', 50));
      await acme.call('POST', '/api/goals/positionalgoal/', { ...numericalGoal('Deliveries', 60), position_ids: [driver.id] });
      const res = await acme.call('POST', `${GOALS}generate/`, { period_id: period.id, department_id: field.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 1, skipped: 0, skipped_positions: [], skipped_employees: [{ id: busy.id, full_name: 'Busy Driver', total: 110 }] });
      expect((await goalsOf(free.id)).goals.map((g: { name: string }) => g.name)).toEqual(['Deliveries']);
      expect((await goalsOf(busy.id)).goals.map((g: { name: string }) => g.name)).toEqual(['Own goal']);
    });

    it('skips the positions whose goals add up to more than 100 or repeat a name, says why, and copies for the others', async () => {
      // Data saved before the rule of docs/product.md §3.6 held on save: written straight to the tables.
      const store = await addDepartment(t.deps, acme, 'Store');
      const cashier = await addPosition(t.deps, acme, store.id, 'Cashier');
      const stocker = await addPosition(t.deps, acme, store.id, 'Stocker');
      const guard = await addPosition(t.deps, acme, store.id, 'Guard');
      const people = {
        cashier: await addEmployee(t.deps, acme, { departmentId: store.id, positionId: cashier.id }),
        stocker: await addEmployee(t.deps, acme, { departmentId: store.id, positionId: stocker.id }),
        guard: await addEmployee(t.deps, acme, { departmentId: store.id, positionId: guard.id }),
      };
      const legacy = async (name: string, weight: number, positionId: number) => {
        const [row] = await t.deps.db
          .insert(positionalGoals)
          .values({ companyId: acme.companyId, projectId: acme.projectId, name, weight, isNumerical: true, target: 100, isPositive: true })
          .returning({ id: positionalGoals.id });
        await t.deps.db.insert(positionalGoalPositions).values({ positionalGoalId: row!.id, positionId, projectId: acme.projectId });
      };
      await legacy('Sales', 60, cashier.id);
      await legacy('Queue', 50, cashier.id);
      await legacy('Returns', 40, cashier.id);
      await legacy('Shelves', 40, stocker.id);
      await legacy('shelves', 30, stocker.id);
      await legacy('Patrols', 100, guard.id);
      const res = await acme.call('POST', `${GOALS}generate/`, { period_id: period.id, department_id: store.id });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        created: 1,
        skipped: 0,
        skipped_positions: [
          { id: cashier.id, name: 'Cashier', department_name: 'Store', reason: 'weights_over_100', total: 150, employees: 1 },
          { id: stocker.id, name: 'Stocker', department_name: 'Store', reason: 'duplicate_names', total: 70, employees: 1 },
        ],
        skipped_employees: [],
      });
      expect((await goalsOf(people.cashier.id)).goals).toEqual([]);
      expect((await goalsOf(people.stocker.id)).goals).toEqual([]);
      expect((await goalsOf(people.guard.id)).goals.map((g: { name: string }) => g.name)).toEqual(['Patrols']);
    });

    // Speed is measured by bench/goals.ts (10,000 employees); here, many employees at once, and idempotence.
    const size = 300;
    it(`copies the goals of ${size} employees at once, and is idempotent`, async () => {
      const big = await tenant(t, { company: 'Big' });
      const department = await addDepartment(t.deps, big, 'Everyone');
      const position = await addPosition(t.deps, big, department.id, 'Worker');
      const bigPeriod = await addPeriod(t.deps, big, ['Q1', 'Q2', 'Q3', 'Q4']);
      await t.deps.db.execute(sql`
        with made as (
          insert into accounts (company_id, username, email, password_hash, first_name, last_name, role)
          select ${big.companyId}, 'bulk_' || n || '_' || ${big.companyId}, 'bulk' || n || '_' || ${big.companyId} || '@example.com', 'x', 'Worker', 'No ' || n, 'user'
          from generate_series(1, ${size}::int) n
          returning id, last_name
        )
        insert into employees (company_id, project_id, account_id, employee_number, first_name, last_name, department_id, position_id)
        select ${big.companyId}, ${big.projectId}, id, 'B-' || id, 'Worker', last_name, ${department.id}, ${position.id} from made`);
      for (let i = 1; i <= 5; i++) {
        const res = await big.call.post('/api/goals/positionalgoal/', { ...numericalGoal(`Goal ${i}`, 20), position_ids: [position.id] });
        expect(res.statusCode).toBe(201);
      }
      const generate = () => big.call.post(`${GOALS}generate/`, { period_id: bigPeriod.id });
      expect((await generate()).json()).toEqual({ created: size * 5, skipped: 0, skipped_positions: [], skipped_employees: [] });
      expect((await generate()).json()).toEqual({ created: 0, skipped: size * 5, skipped_positions: [], skipped_employees: [] });
      const list = await big.call.get(`/api/goals/employee-goals-list/?period=${bigPeriod.id}&page_size=5`);
      expect(list.json().count).toBe(size);
      expect(list.json().results.every((r: { complete: boolean; goal_count: number }) => r.complete && r.goal_count === 5)).toBe(true);
    }, 60_000);
  });

  describe('shared goals', () => {
    let team: Array<{ id: number }>;
    beforeAll(async () => {
      team = [
        await addEmployee(t.deps, acme, { firstName: 'Aydan', lastName: 'Huseynova', departmentId: sales.id }),
        await addEmployee(t.deps, acme, { firstName: 'Rashad', lastName: 'Guliyev', departmentId: sales.id }),
        await addEmployee(t.deps, acme, { firstName: 'Nigar', lastName: 'Mammadli', departmentId: sales.id }),
      ];
    });

    it('copies a goal into others’ lists; one actual counts for all; unsharing keeps the current actual', async () => {
      const goal = (await create(team[0]!.id, numericalGoal('Team revenue', 40, { deadline: '2026-09-30' }))).json();
      const shared = await acme.call('POST', `${GOALS}${goal.id}/share/`, { employee_ids: [team[1]!.id, team[2]!.id] });
      expect(shared.statusCode, shared.body).toBe(200);
      expect(shared.json()).toMatchObject({
        shared: true,
        shared_with: [
          { id: team[1]!.id, full_name: 'Rashad Guliyev' },
          { id: team[2]!.id, full_name: 'Nigar Mammadli' },
        ],
      });
      const copy = (await goalsOf(team[1]!.id)).goals[0];
      expect(copy).toMatchObject({ name: 'Team revenue', weight: 40, deadline: '2026-09-30', shared: true });
      expect(copy.shared_with.map((p: { id: number }) => p.id).sort()).toEqual([team[0]!.id, team[2]!.id].sort());

      await acme.call('PUT', `${GOALS}${copy.id}/`, numericalGoal('Team revenue', 40, { actual: 75 }));
      for (const member of team) expect((await goalsOf(member.id)).goals[0]).toMatchObject({ actual: 75, score: 75 });

      const left = await acme.call('POST', `${GOALS}${copy.id}/unshare/`);
      expect(left.json()).toMatchObject({ shared: false, shared_with: [], actual: 75 });
      await acme.call('PUT', `${GOALS}${goal.id}/`, numericalGoal('Team revenue', 40, { actual: 90 }));
      expect((await goalsOf(team[1]!.id)).goals[0].actual).toBe(75);
      expect((await goalsOf(team[2]!.id)).goals[0].actual).toBe(90);

      // A group left with one goal is dissolved.
      await acme.call('DELETE', `${GOALS}${(await goalsOf(team[2]!.id)).goals[0].id}/`);
      expect((await goalsOf(team[0]!.id)).goals[0]).toMatchObject({ shared: false, shared_with: [] });
      const [row] = await t.deps.db.select().from(goals).where(eq(goals.id, goal.id));
      expect(row!.shareGroup).toBeNull();
    });

    it('refuses sharing that would push a holder over 100, a name the holder already has, and employees out of reach', async () => {
      const [owner, heavy, namesake] = [
        await addEmployee(t.deps, acme, { departmentId: sales.id }),
        await addEmployee(t.deps, acme, { firstName: 'Elvin', lastName: 'Heavy', departmentId: sales.id }),
        await addEmployee(t.deps, acme, { firstName: 'Sabina', lastName: 'Same', departmentId: sales.id }),
      ];
      const goal = (await create(owner.id, numericalGoal('Quality', 30))).json();
      expect((await create(heavy.id, numericalGoal('Heavy', 80))).statusCode).toBe(201);
      expect((await create(namesake.id, numericalGoal('quality', 10))).statusCode).toBe(201);
      const over = await acme.call('POST', `${GOALS}${goal.id}/share/`, { employee_ids: [heavy.id] });
      expect(over.json()).toEqual({ employee_ids: ['Sum of weights must be less or equal to 100: Elvin Heavy.'] });
      const taken = await acme.call('POST', `${GOALS}${goal.id}/share/`, { employee_ids: [namesake.id] }, 'az');
      expect(taken.json()).toEqual({ employee_ids: ['Bu adda hədəf artıq mövcuddur: Sabina Same.'] });
      const stranger = await addEmployee(t.deps, await tenant(t));
      expect((await acme.call('POST', `${GOALS}${goal.id}/share/`, { employee_ids: [stranger.id] })).json()).toEqual({
        employee_ids: ['No such entry in this project.'],
      });
      expect((await acme.call('POST', `${GOALS}${goal.id}/share/`, { employee_ids: [] })).json()).toEqual({ employee_ids: ['This field is required'] });
      // Nothing changed: the goal is not shared and no copy was made.
      expect((await goalsOf(owner.id)).goals.find((g: { id: number }) => g.id === goal.id).shared).toBe(false);
      expect(
        await t.deps.db
          .select()
          .from(goals)
          .where(and(eq(goals.name, 'Quality'), eq(goals.employeeId, heavy.id))),
      ).toHaveLength(0);
    });
  });

  describe('who may reach what', () => {
    it('a dgv user reads but changes nothing; a dge user changes', async () => {
      const viewer = await addEmployee(t.deps, acme, { permissions: ['dgv'] });
      const editor = await addEmployee(t.deps, acme, { permissions: ['dge'] });
      const view = (await signIn(t, viewer.account.username)).access;
      const edit = (await signIn(t, editor.account.username)).access;
      expect((await acme.as(view)('GET', `${GOALS}?employee=${person.id}&period=${period.id}`)).statusCode).toBe(200);
      expect((await acme.as(view)('GET', `/api/goals/employee-goals-list/?period=${period.id}`)).statusCode).toBe(200);
      const list = await goalsOf(person.id);
      const attempts: Array<[Method, string, unknown]> = [
        ['POST', GOALS, { employee_id: person.id, period_id: yearly.id, ...numericalGoal('By viewer', 0) }],
        ['PUT', `${GOALS}${list.goals[0].id}/`, numericalGoal('Renamed', 10)],
        ['DELETE', `${GOALS}${list.goals[0].id}/`, undefined],
        ['POST', `${GOALS}generate/`, { period_id: period.id }],
        ['POST', `${GOALS}${list.goals[0].id}/share/`, { employee_ids: [editor.id] }],
        ['POST', `${GOALS}${list.goals[0].id}/unshare/`, undefined],
        ['DELETE', `/api/goals/delete-all-personal-goals/${person.id}/`, undefined],
      ];
      for (const [method, url, body] of attempts) {
        const res = await acme.as(view)(method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
      }
      expect(await goalsOf(person.id)).toEqual(list);
      const made = await acme.as(edit)('POST', GOALS, { employee_id: person.id, period_id: yearly.id, ...numericalGoal('By editor', 0) });
      expect(made.statusCode, made.body).toBe(201);
    });

    it('a scoped admin reaches only employees of the scope (404 otherwise); another company none', async () => {
      const inside = await addEmployee(t.deps, acme, { departmentId: sales.id });
      const outsideDepartment = await addDepartment(t.deps, acme, 'Finance');
      const outside = await addEmployee(t.deps, acme, { departmentId: outsideDepartment.id });
      const goal = (await create(outside.id, numericalGoal('Audit', 10))).json();
      const admin = await addEmployee(t.deps, acme, { role: 'admin' });
      await scopeAdmin(t.deps, admin.account.id, [sales.id]);
      const scoped = (await signIn(t, admin.account.username)).access;

      expect((await acme.as(scoped)('GET', `${GOALS}?employee=${inside.id}&period=${period.id}`)).statusCode).toBe(200);
      expect((await acme.as(scoped)('GET', `${GOALS}?employee=${outside.id}&period=${period.id}`)).statusCode).toBe(404);
      expect((await acme.as(scoped)('PUT', `${GOALS}${goal.id}/`, numericalGoal('Audit', 5))).statusCode).toBe(404);
      expect((await acme.as(scoped)('DELETE', `${GOALS}${goal.id}/`)).statusCode).toBe(404);
      expect((await acme.as(scoped)('DELETE', `/api/goals/delete-all-personal-goals/${outside.id}/`)).statusCode).toBe(404);
      expect((await acme.as(scoped)('POST', `${GOALS}${goal.id}/share/`, { employee_ids: [inside.id] })).statusCode).toBe(404);
      const created = await acme.as(scoped)('POST', GOALS, { employee_id: outside.id, period_id: period.id, ...numericalGoal('Sneaky', 5) });
      expect(created.json()).toEqual({ employee_id: ['No such entry in this project.'] });
      const listed = (await acme.as(scoped)('GET', `/api/goals/employee-goals-list/?period=${period.id}&page_size=200`)).json();
      expect(listed.results.map((r: { id: number }) => r.id)).not.toContain(outside.id);
      expect(listed.results.map((r: { id: number }) => r.id)).toContain(inside.id);
      // Generating for everyone reaches only the scope.
      const everyone = await acme.as(scoped)('POST', `${GOALS}generate/`, { period_id: period.id });
      expect(everyone.statusCode, everyone.body).toBe(200);

      const foreign = (await tenant(t, { company: 'Umbrella' })).call;
      expect((await foreign('GET', `${GOALS}?employee=${outside.id}&period=${period.id}`)).statusCode).toBe(404);
      expect((await foreign('PUT', `${GOALS}${goal.id}/`, numericalGoal('Audit', 5))).statusCode).toBe(404);
      expect((await foreign('POST', `${GOALS}${goal.id}/unshare/`)).statusCode).toBe(404);
      expect((await foreign('DELETE', `/api/goals/delete-all-personal-goals/${outside.id}/`)).statusCode).toBe(404);
      expect((await acme.call('GET', `${GOALS}?employee=${outside.id}&period=${period.id}`)).json().goals).toHaveLength(1);
    });
  });
});
