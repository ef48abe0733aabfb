import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { frequencies, goals, positionalGoals, skillPeriods, skills, subGoals } from '../../src/db/schema.ts';
import { addDays, today } from '../../src/services/periods/period-dates.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEmployee, addProject, signIn } from '../helpers/factories.ts';
import { tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

/** Periods and their rounds (frequencies): /api/wizard/period/, /api/wizard/frequency/ and the drop-down reads. */

let t: TestApp;
let acme: Tenant;
let globex: Tenant;

type Body = Record<string, unknown>;

async function newPeriod(body: Body, as: Caller = acme.call) {
  const res = await as.post('/api/wizard/period/', body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; number: number; name: string };
}
const year = (y: number, number?: number) => ({
  name: `Year ${y}`,
  start_date: `${y}-01-01`,
  end_date: `${y}-12-31`,
  ...(number ? { number } : {}),
});

beforeAll(async () => {
  t = await createTestApp();
  acme = await tenant(t, { company: 'Acme' });
  globex = await tenant(t, { company: 'Globex' });
});
afterAll(() => t.close());

describe('periods', () => {
  it('numbers periods (given, or the next free one), lists them by number with their state and round count', async () => {
    const project = await addProject(t.deps, acme.companyId, 'Periods');
    const here = acme.inProject(project.id);
    const create = async (body: Body) => (await here.post('/api/wizard/period/', body)).json();
    const on = today();
    const past = await create({
      name: 'Past',
      start_date: '2001-01-01',
      end_date: '2001-12-31',
      number: 5,
    });
    const current = await create({
      name: 'Current',
      start_date: addDays(on, -10),
      end_date: addDays(on, 10),
    });
    const future = await create({
      name: 'Future',
      start_date: addDays(on, 400),
      end_date: addDays(on, 700),
      number: 2,
    });
    expect([past.number, current.number, future.number]).toEqual([5, 6, 2]);
    expect(current).toMatchObject({
      state: 'current',
      frequency_count: 0,
      start_date: addDays(on, -10),
    });

    await here.post('/api/wizard/frequency/', {
      period_id: past.id,
      name: 'H1',
      start_date: '2001-01-01',
      end_date: '2001-06-30',
    });
    const list = (await here.get('/api/wizard/period/')).json();
    expect(list.map((p: Body) => [p.number, p.name, p.state, p.frequency_count])).toEqual([
      [2, 'Future', 'future', 0],
      [5, 'Past', 'past', 1],
      [6, 'Current', 'current', 0],
    ]);
    // The drop-down: newest first.
    const options = (await here.get('/api/wizard/period-for-dropdown/')).json();
    expect(options.map((p: Body) => p.name)).toEqual(['Future', 'Current', 'Past']);
    expect(Object.keys(options[0]).sort()).toEqual(['end_date', 'id', 'name', 'number', 'start_date', 'state']);
  });

  it('refuses dates out of order, a blank name, a bad date and a number in use', async () => {
    // A project of its own: its period numbers are those of this test.
    const here = acme.inProject((await acme.addProject()).id);
    await newPeriod(year(2030, 30), here);
    const res = await here.post('/api/wizard/period/', {
      name: 'Backwards',
      start_date: '2030-12-31',
      end_date: '2030-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      start_date: ['Start date must be before end date.'],
      end_date: ['End date must be after start date.'],
    });
    const same = await here.post('/api/wizard/period/', { name: 'Same day', start_date: '2030-01-01', end_date: '2030-01-01' }, 'az');
    expect(same.json()).toEqual({
      start_date: ['Başlama tarixi bitmə tarixindən əvvəl olmalıdır.'],
      end_date: ['Bitmə tarixi başlama tarixindən sonra olmalıdır.'],
    });
    const blank = await here.post('/api/wizard/period/', {
      name: ' ',
      start_date: '2030-02-30',
      end_date: '2031-01-01',
    });
    expect(blank.json()).toEqual({
      name: ['This field is required'],
      start_date: ['Enter a valid value.'],
    });
    const taken = await here.post('/api/wizard/period/', {
      ...year(2031),
      number: 30,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      number: ['A period with this number already exists in this project.'],
    });
    const takenRu = await here.post('/api/wizard/period/', { ...year(2031), number: 30 }, 'ru');
    expect(takenRu.json()).toEqual({
      number: ['Период с таким номером в этом проекте уже существует.'],
    });
  });

  it('changes a period, keeping its number when none is given; its rounds must stay inside the new dates', async () => {
    const here = acme.inProject((await acme.addProject()).id);
    await newPeriod(year(2030, 30), here);
    const period = await newPeriod(year(2040, 40), here);
    await here.post('/api/wizard/frequency/', {
      period_id: period.id,
      name: 'Q2',
      start_date: '2040-04-01',
      end_date: '2040-06-30',
    });
    const renamed = await here.put(`/api/wizard/period/${period.id}/`, {
      name: 'FY 2040',
      start_date: '2040-03-01',
      end_date: '2040-09-30',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      number: 40,
      name: 'FY 2040',
      start_date: '2040-03-01',
      end_date: '2040-09-30',
      frequency_count: 1,
    });

    const tooLate = await here.put(`/api/wizard/period/${period.id}/`, {
      name: 'FY 2040',
      start_date: '2040-05-01',
      end_date: '2040-06-29',
    });
    expect(tooLate.statusCode).toBe(400);
    // The message names the rounds that would fall outside (docs/product.md §3.1).
    const outside = 'These rounds would fall outside the period: Q2 (01.04.2040–30.06.2040). Change or delete them first.';
    expect(tooLate.json()).toEqual({ start_date: [outside], end_date: [outside] });
    const taken = await here.put(`/api/wizard/period/${period.id}/`, {
      ...year(2040),
      number: 30,
    });
    expect(taken.json()).toEqual({
      number: ['A period with this number already exists in this project.'],
    });
  });

  it('deletes a period with its rounds and the goals set for it', async () => {
    const period = await newPeriod(year(2050));
    const round = (
      await acme.call.post('/api/wizard/frequency/', {
        period_id: period.id,
        name: 'Whole year',
        start_date: '2050-01-01',
        end_date: '2050-12-31',
      })
    ).json();
    const employee = await addEmployee(t.deps, acme);
    await t.deps.db.insert(goals).values({
      companyId: acme.companyId,
      projectId: acme.projectId,
      employeeId: employee.id,
      periodId: period.id,
      frequencyId: round.id,
      name: 'Sell more',
      weight: 1,
    });
    const res = await acme.call.delete(`/api/wizard/period/${period.id}/`);
    expect(res.statusCode).toBe(204);
    expect(await t.deps.db.select().from(frequencies).where(eq(frequencies.periodId, period.id))).toEqual([]);
    expect(await t.deps.db.select().from(goals).where(eq(goals.periodId, period.id))).toEqual([]);
    expect((await acme.call.delete(`/api/wizard/period/${period.id}/`)).statusCode).toBe(404);
  });

  it('another company finds none of the periods, even sending their ids', async () => {
    const period = await newPeriod(year(2060));
    // A company of its own, which has made no periods (globex makes one in a test below).
    const foreign = (await tenant(t, { company: 'Initech' })).call;
    expect((await foreign.put(`/api/wizard/period/${period.id}/`, year(2061))).statusCode).toBe(404);
    expect((await foreign.delete(`/api/wizard/period/${period.id}/`)).statusCode).toBe(404);
    expect((await foreign.get('/api/wizard/period/')).json()).toEqual([]);
    expect((await foreign.get(`/api/wizard/frequency/?period_id=${period.id}`)).statusCode).toBe(404);
    // Another project of the same company does not see them either.
    const other = await addProject(t.deps, acme.companyId, 'Other');
    expect((await acme.inProject(other.id).put(`/api/wizard/period/${period.id}/`, year(2061))).statusCode).toBe(404);
  });
});

describe('rounds (frequencies)', () => {
  let period: { id: number };
  let periods = 0;
  // A period of 2025 for each test: the rounds of one test are not in another's lists.
  beforeEach(async () => {
    periods += 1;
    period = await newPeriod({ ...year(2025), name: `Rounds ${periods}` });
  });
  // Periods of a project do not overlap: the next test's 2025 takes this one's place.
  afterEach(async () => {
    await acme.call.delete(`/api/wizard/period/${period.id}/`);
  });
  const addRound = async (name: string, start_date: string, end_date: string) => {
    const res = await acme.call.post('/api/wizard/frequency/', { period_id: period.id, name, start_date, end_date });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; name: string };
  };

  it('creates, lists, changes and deletes rounds inside their period', async () => {
    const created = await acme.call.post('/api/wizard/frequency/', {
      period_id: period.id,
      name: 'Spring',
      start_date: '2025-03-01',
      end_date: '2025-05-31',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      period_id: period.id,
      name: 'Spring',
      start_date: '2025-03-01',
      end_date: '2025-05-31',
      state: 'past',
    });
    const id = created.json().id;
    await acme.call.post('/api/wizard/frequency/', {
      period_id: period.id,
      name: 'Winter',
      start_date: '2025-01-01',
      end_date: '2025-02-28',
    });
    const list = (await acme.call.get(`/api/wizard/frequency/?period_id=${period.id}`)).json();
    expect(list.map((f: Body) => f.name)).toEqual(['Winter', 'Spring']);

    const changed = await acme.call.put(`/api/wizard/frequency/${id}/`, {
      period_id: period.id,
      name: 'Spring 2025',
      start_date: '2025-03-01',
      end_date: '2025-06-30',
    });
    expect(changed.json()).toMatchObject({
      id,
      name: 'Spring 2025',
      end_date: '2025-06-30',
    });
    expect((await acme.call.delete(`/api/wizard/frequency/${id}/`)).statusCode).toBe(204);
    expect((await acme.call.get(`/api/wizard/frequency/?period_id=${period.id}`)).json().map((f: Body) => f.name)).toEqual(['Winter']);
    expect(
      (
        await acme.call.put(`/api/wizard/frequency/${id}/`, {
          period_id: period.id,
          name: 'Gone',
          start_date: '2025-03-01',
          end_date: '2025-06-30',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('refuses dates outside the period or out of order, a name in use and a period of another project', async () => {
    const outside = await acme.call.post('/api/wizard/frequency/', {
      period_id: period.id,
      name: 'Late',
      start_date: '2025-12-01',
      end_date: '2026-01-31',
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ end_date: ['The dates must lie inside the period (2025-01-01 – 2025-12-31).'] });
    const early = await acme.call.post(
      '/api/wizard/frequency/',
      {
        period_id: period.id,
        name: 'Early',
        start_date: '2024-12-01',
        end_date: '2025-01-31',
      },
      'ru',
    );
    expect(early.json()).toEqual({ start_date: ['Даты должны находиться внутри периода (2025-01-01 – 2025-12-31).'] });

    const backwards = await acme.call.post('/api/wizard/frequency/', {
      period_id: period.id,
      name: 'Backwards',
      start_date: '2025-05-01',
      end_date: '2025-04-01',
    });
    expect(backwards.json()).toEqual({
      start_date: ['Start date must be before end date.'],
      end_date: ['End date must be after start date.'],
    });

    await acme.call.post('/api/wizard/frequency/', {
      period_id: period.id,
      name: 'Autumn',
      start_date: '2025-09-01',
      end_date: '2025-11-30',
    });
    const taken = await acme.call.post('/api/wizard/frequency/', {
      period_id: period.id,
      name: 'AUTUMN',
      start_date: '2025-12-01',
      end_date: '2025-12-31',
    });
    expect(taken.json()).toEqual({
      name: ['This name is already in use here.'],
    });

    const foreignPeriod = (await globex.call.post('/api/wizard/period/', year(2025))).json();
    const elsewhere = await acme.call.post('/api/wizard/frequency/', {
      period_id: foreignPeriod.id,
      name: 'Theirs',
      start_date: '2025-01-01',
      end_date: '2025-02-01',
    });
    expect(elsewhere.json()).toEqual({
      period_id: ['No such entry in this project.'],
    });
    const missing = await acme.call.post('/api/wizard/frequency/', {
      name: 'No period',
      start_date: '2025-01-01',
      end_date: '2025-02-01',
    });
    expect(missing.json()).toEqual({ period_id: ['This field is required'] });
  });

  it('offers rounds to pick from to users with goal or skill codes, and on the goals screens', async () => {
    const viewer = (await addEmployee(t.deps, acme, { permissions: ['dgv'] })).account;
    const viewerToken = (await signIn(t, viewer.username)).access;
    await addRound('Autumn', '2025-09-01', '2025-11-30');
    await addRound('Winter', '2025-01-01', '2025-02-28');
    const rounds = (await acme.as(viewerToken).get(`/api/wizard/frequency-for-dropdown/?period_id=${period.id}`)).json();
    expect(rounds.map((f: Body) => f.name)).toEqual(['Winter', 'Autumn']);
    const goalsList = await acme.as(viewerToken).get(`/api/goals/frequency/?period_id=${period.id}`);
    expect(goalsList.json()).toEqual(rounds);
    expect((await acme.as(viewerToken).get('/api/wizard/frequency/')).statusCode).toBe(403);
  });

  it('another company cannot change or delete a round', async () => {
    const round = await addRound('Winter', '2025-01-01', '2025-02-28');
    const foreign = globex.call;
    expect(
      (
        await foreign.put(`/api/wizard/frequency/${round.id}/`, {
          period_id: period.id,
          name: 'X',
          start_date: '2025-01-01',
          end_date: '2025-02-01',
        })
      ).statusCode,
    ).toBe(404);
    expect((await foreign.delete(`/api/wizard/frequency/${round.id}/`)).statusCode).toBe(404);
    expect(
      (
        await foreign.post('/api/wizard/frequency/generate/', {
          period_id: period.id,
          cadence: 'monthly',
        })
      ).json(),
    ).toEqual({ period_id: ['No such entry in this project.'] });
  });
});

describe('generated rounds', () => {
  const generate = (period: { id: number }, cadence: string, replace?: boolean, lang?: string) =>
    acme.call.post(
      '/api/wizard/frequency/generate/',
      {
        period_id: period.id,
        cadence,
        ...(replace === undefined ? {} : { replace }),
      },
      lang,
    );
  const spans = (rounds: Body[]) => rounds.map((r) => `${r.name} ${r.start_date}..${r.end_date}`);

  it('quarterly: Q1–Q4 of three months each', async () => {
    const period = await newPeriod(year(2026));
    const res = await generate(period, 'quarterly');
    expect(res.statusCode, res.body).toBe(201);
    expect(spans(res.json())).toEqual(['Q1 2026-01-01..2026-03-31', 'Q2 2026-04-01..2026-06-30', 'Q3 2026-07-01..2026-09-30', 'Q4 2026-10-01..2026-12-31']);
  });

  it('monthly: named YYYY-MM, the last one clipped to the period end', async () => {
    const period = await newPeriod({
      name: 'Short',
      start_date: '2027-01-31',
      end_date: '2027-04-15',
    });
    const res = await generate(period, 'monthly');
    expect(spans(res.json())).toEqual(['2027-01 2027-01-31..2027-02-27', '2027-02 2027-02-28..2027-03-30', '2027-03 2027-03-31..2027-04-15']);
  });

  it('half-yearly goes on as H3 in a longer period; yearly is the period’s name, or Y1, Y2 when there are several', async () => {
    const long = await newPeriod({
      name: 'Eighteen months',
      start_date: '2028-01-01',
      end_date: '2029-06-30',
    });
    expect(spans((await generate(long, 'half_yearly')).json())).toEqual([
      'H1 2028-01-01..2028-06-30',
      'H2 2028-07-01..2028-12-31',
      'H3 2029-01-01..2029-06-30',
    ]);
    expect(spans((await generate(long, 'yearly', true)).json())).toEqual(['Y1 2028-01-01..2028-12-31', 'Y2 2029-01-01..2029-06-30']);
    const single = await newPeriod(year(2033));
    expect(spans((await generate(single, 'yearly')).json())).toEqual(['Year 2033 2033-01-01..2033-12-31']);
  });

  it('refuses a period that has rounds unless asked to replace them; replacing drops their goals too', async () => {
    const period = await newPeriod(year(2035));
    const first = (await generate(period, 'half_yearly')).json();
    const refused = await generate(period, 'quarterly');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'This period already has rounds. Choose to replace them to generate new ones.',
      code: 'period_has_rounds',
    });
    expect((await generate(period, 'quarterly', false, 'az')).json().detail).toBe(
      'Bu dövrün artıq mərhələləri var. Yenilərini yaratmaq üçün onları əvəz etməyi seçin.',
    );

    const employee = await addEmployee(t.deps, acme);
    await t.deps.db.insert(goals).values({
      companyId: acme.companyId,
      projectId: acme.projectId,
      employeeId: employee.id,
      periodId: period.id,
      frequencyId: first[0].id,
      name: 'Ship it',
      weight: 1,
    });
    const replaced = await generate(period, 'quarterly', true);
    expect(replaced.json().map((r: Body) => r.name)).toEqual(['Q1', 'Q2', 'Q3', 'Q4']);
    expect(await t.deps.db.select().from(goals).where(eq(goals.frequencyId, first[0].id))).toEqual([]);
    expect((await acme.call.get(`/api/wizard/period/`)).json().find((p: Body) => p.id === period.id).frequency_count).toBe(4);
  });

  it('refuses an unknown cadence and a missing period', async () => {
    const res = await acme.call.post('/api/wizard/frequency/generate/', {
      period_id: 999999,
      cadence: 'weekly',
    });
    expect(res.json()).toEqual({ cadence: ['Select a valid choice.'] });
    const missing = await acme.call.post('/api/wizard/frequency/generate/', {
      period_id: 999999,
      cadence: 'monthly',
    });
    expect(missing.json()).toEqual({
      period_id: ['No such entry in this project.'],
    });
  });
});

describe('overlaps (docs/product.md §3.1, §3.2)', () => {
  it('refuses a period that shares a day with another of the project, on create and edit, naming it; other projects do not count', async () => {
    const project = await acme.addProject();
    const here = acme.inProject(project.id);
    const first = await newPeriod({ name: '2026', start_date: '2026-01-01', end_date: '2026-12-31' }, here);
    const overlap = 'Overlaps period 2026 (01.01.2026–31.12.2026).';
    const current = await here.post('/api/wizard/period/', { name: 'Current', start_date: '2026-06-01', end_date: '2027-05-31' });
    expect(current.statusCode).toBe(400);
    expect(current.json()).toEqual({ start_date: [overlap], end_date: [overlap] });
    // Sharing only the last day is an overlap too; a period around the other one as well.
    expect((await here.post('/api/wizard/period/', { name: 'Edge', start_date: '2026-12-31', end_date: '2027-03-31' })).statusCode).toBe(400);
    expect((await here.post('/api/wizard/period/', { name: 'Around', start_date: '2025-01-01', end_date: '2027-12-31' })).statusCode).toBe(400);
    const az = await here.post('/api/wizard/period/', { name: 'Around', start_date: '2025-01-01', end_date: '2027-12-31' }, 'az');
    expect(az.json().start_date).toEqual(['2026 dövrü ilə üst-üstə düşür (01.01.2026–31.12.2026).']);
    const ru = await here.post('/api/wizard/period/', { name: 'Around', start_date: '2025-01-01', end_date: '2027-12-31' }, 'ru');
    expect(ru.json().end_date).toEqual(['Пересекается с периодом 2026 (01.01.2026–31.12.2026).']);

    const next = await newPeriod({ name: '2027', start_date: '2027-01-01', end_date: '2027-12-31' }, here);
    const moved = await here.put(`/api/wizard/period/${next.id}/`, { name: '2027', start_date: '2026-10-01', end_date: '2027-12-31' });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ start_date: [overlap], end_date: [overlap] });
    // A period does not overlap itself.
    expect((await here.put(`/api/wizard/period/${first.id}/`, { name: '2026', start_date: '2026-01-01', end_date: '2026-12-30' })).statusCode).toBe(200);
    expect((await here.get('/api/wizard/period/')).json().map((p: Body) => `${p.name} ${p.start_date}`)).toEqual(['2026 2026-01-01', '2027 2027-01-01']);
    // The same dates in another project are fine.
    const other = acme.inProject((await acme.addProject()).id);
    await newPeriod({ name: '2026', start_date: '2026-01-01', end_date: '2026-12-31' }, other);
  });

  it('refuses a round that shares a day with another round of its period, on create and edit, naming it', async () => {
    const here = acme.inProject((await acme.addProject()).id);
    const period = await newPeriod(year(2026), here);
    const round = async (name: string, start_date: string, end_date: string, lang?: string) =>
      here.post('/api/wizard/frequency/', { period_id: period.id, name, start_date, end_date }, lang);
    const q1 = (await round('Q1', '2026-01-01', '2026-03-31')).json();
    const q2 = (await round('Q2', '2026-04-01', '2026-06-30')).json();
    const across = await round('Spring', '2026-03-01', '2026-05-31');
    expect(across.statusCode).toBe(400);
    const message = 'Overlaps round Q1 (01.01.2026–31.03.2026).';
    expect(across.json()).toEqual({ start_date: [message], end_date: [message] });
    expect((await round('Spring', '2026-03-01', '2026-05-31', 'ru')).json().start_date).toEqual(['Пересекается с этапом Q1 (01.01.2026–31.03.2026).']);
    expect((await round('Spring', '2026-03-01', '2026-05-31', 'az')).json().start_date).toEqual(['Q1 mərhələsi ilə üst-üstə düşür (01.01.2026–31.03.2026).']);
    const stretched = await here.put(`/api/wizard/frequency/${q2.id}/`, { period_id: period.id, name: 'Q2', start_date: '2026-03-31', end_date: '2026-06-30' });
    expect(stretched.json()).toEqual({ start_date: [message], end_date: [message] });
    // Changing a round within its own dates, and a round after the others, are fine.
    expect(
      (await here.put(`/api/wizard/frequency/${q1.id}/`, { period_id: period.id, name: 'Q1', start_date: '2026-01-01', end_date: '2026-03-30' })).statusCode,
    ).toBe(200);
    expect((await round('H2', '2026-07-01', '2026-12-31')).statusCode).toBe(201);
    expect((await here.get(`/api/wizard/frequency/?period_id=${period.id}`)).json().map((r: Body) => r.name)).toEqual(['Q1', 'Q2', 'H2']);
  });

  it('two saves at once: one period and one round win, the other is refused (the project and period locks)', async () => {
    const here = acme.inProject((await acme.addProject()).id);
    const answers = await Promise.all([
      here.post('/api/wizard/period/', { name: 'A', start_date: '2026-01-01', end_date: '2026-12-31' }),
      here.post('/api/wizard/period/', { name: 'B', start_date: '2026-06-01', end_date: '2027-05-31' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    const period = answers.find((a) => a.statusCode === 201)!.json();
    const rounds = await Promise.all([
      here.post('/api/wizard/frequency/', { period_id: period.id, name: 'R1', start_date: period.start_date, end_date: addDays(period.start_date, 60) }),
      here.post('/api/wizard/frequency/', {
        period_id: period.id,
        name: 'R2',
        start_date: addDays(period.start_date, 30),
        end_date: addDays(period.start_date, 90),
      }),
    ]);
    expect(rounds.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect((await here.get('/api/wizard/period/')).json()).toHaveLength(1);
    expect((await here.get(`/api/wizard/frequency/?period_id=${period.id}`)).json()).toHaveLength(1);
  });

  it('a shrunk period names every round that would fall outside, in three languages', async () => {
    const here = acme.inProject((await acme.addProject()).id);
    const period = await newPeriod(year(2026), here);
    expect((await here.post('/api/wizard/frequency/generate/', { period_id: period.id, cadence: 'quarterly' })).statusCode).toBe(201);
    const shrink = (lang?: string) => here.put(`/api/wizard/period/${period.id}/`, { name: 'Half', start_date: '2026-04-01', end_date: '2026-09-30' }, lang);
    const en = await shrink();
    const rounds = 'Q1 (01.01.2026–31.03.2026), Q4 (01.10.2026–31.12.2026)';
    const message = `These rounds would fall outside the period: ${rounds}. Change or delete them first.`;
    expect(en.json()).toEqual({ start_date: [message], end_date: [message] });
    expect((await shrink('az')).json().end_date).toEqual([`Bu mərhələlər dövrdən kənarda qalardı: ${rounds}. Əvvəlcə onları dəyişin və ya silin.`]);
    expect((await shrink('ru')).json().start_date).toEqual([`Эти этапы окажутся вне периода: ${rounds}. Сначала измените или удалите их.`]);
    // Only the end moved in: only end_date carries the message.
    const endOnly = await here.put(`/api/wizard/period/${period.id}/`, { name: 'Year', start_date: '2026-01-01', end_date: '2026-11-30' });
    expect(endOnly.json()).toEqual({ end_date: ['These rounds would fall outside the period: Q4 (01.10.2026–31.12.2026). Change or delete them first.'] });
    expect((await here.get('/api/wizard/period/')).json()[0]).toMatchObject({ start_date: '2026-01-01', end_date: '2026-12-31' });
  });
});

describe('what deleting a period removes (docs/product.md §3.1)', () => {
  it('names its rounds and counts its personal goals, copies of positional goals, sub goals, employees and periodic competencies', async () => {
    const project = await acme.addProject();
    const here = acme.inProject(project.id);
    const period = await newPeriod(year(2026), here);
    const rounds = (await here.post('/api/wizard/frequency/generate/', { period_id: period.id, cadence: 'half_yearly' })).json();
    const scope = project.scope;
    const employee = await addEmployee(t.deps, scope);
    const other = await addEmployee(t.deps, scope);
    const [positional] = await t.deps.db
      .insert(positionalGoals)
      .values({ ...scope, name: 'Quality', weight: 1 })
      .returning();
    const goal = (values: Partial<typeof goals.$inferInsert>) =>
      t.deps.db
        .insert(goals)
        .values({ ...scope, employeeId: employee.id, periodId: period.id, name: 'Sell more', weight: 1, ...values })
        .returning();
    const [sell] = await goal({ frequencyId: rounds[0].id });
    await goal({ name: 'Quality', positionalGoalId: positional!.id });
    await goal({ name: 'Sell more', employeeId: other.id, frequencyId: rounds[1].id });
    await t.deps.db.insert(subGoals).values([
      { ...scope, goalId: sell!.id, name: 'North', weight: 1 },
      { ...scope, goalId: sell!.id, name: 'South', weight: 1 },
    ]);
    const [skill] = await t.deps.db
      .insert(skills)
      .values({ ...scope, name: 'Focus', skillType: 'soft', isPeriodic: true })
      .returning();
    await t.deps.db.insert(skillPeriods).values({ skillId: skill!.id, periodId: period.id, projectId: project.id });

    const res = await here.get(`/api/wizard/period/${period.id}/delete-impact/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rounds: [
        { name: 'H1', start_date: '2026-01-01', end_date: '2026-06-30' },
        { name: 'H2', start_date: '2026-07-01', end_date: '2026-12-31' },
      ],
      personal_goals: 3,
      from_positional_goals: 1,
      sub_goals: 2,
      employees: 2,
      periodic_competencies: 1,
      goal_names: ['Quality', 'Sell more'],
    });
    // An empty period removes nothing else; another company, and another project, find none.
    const empty = await newPeriod(year(2027), here);
    expect((await here.get(`/api/wizard/period/${empty.id}/delete-impact/`)).json()).toMatchObject({ rounds: [], personal_goals: 0, goal_names: [] });
    expect((await globex.call.get(`/api/wizard/period/${period.id}/delete-impact/`)).statusCode).toBe(404);
    expect((await acme.call.get(`/api/wizard/period/${period.id}/delete-impact/`)).statusCode).toBe(404);
  });
});
