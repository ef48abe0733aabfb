import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { translate } from '@performa/contracts/i18n/translate';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase, type DatabaseTarget } from '../../src/db/client.ts';
import { accounts, evaluationEvents, notifications, outboxEmails, reminderRuns, reminderSends } from '../../src/db/schema.ts';
import type { AppDeps } from '../../src/services/deps.ts';
import { runScheduledReminders } from '../../src/services/reminders/schedule.ts';
import { createTestApp, TEST_SECRET, type TestApp } from '../helpers/app.ts';
import { createEvaluations, seedRound, type SeededRound } from '../helpers/evaluations.ts';
import { addEmployee, scopeAdmin, signIn } from '../helpers/factories.ts';
import { scratchDatabase } from '../helpers/postgres.ts';
import { addPeriod } from '../helpers/setup.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/**
 * Reminders (docs/product.md §5.5): the scheduled check, run with a clock the test controls, reminds
 * every evaluator with evaluations still to do, 7 and 1 days before a round's end and once after it,
 * once per day and round whatever happens (a second check, a restart), in each person's language.
 */

const day = (iso: string) => new Date(`${iso}T10:00:00Z`);
const REMIND = '/api/wizard/remind-pending/';
const log = (round: number) => `/api/wizard/reminder-log/?frequency_id=${round}`;

type Scope = { companyId: number; projectId: number };

/**
 * Maria (az) has two evaluations to do and Ali (ru) one; Aysel's is completed, Bahruz's card is not
 * active, Dilara's is terminated: those three are not reminded.
 */
async function pendingRound(deps: AppDeps, scope: Scope, w: SeededRound, round = w.round.id) {
  const { maria, ali, aysel, bahruz, celal, dilara } = w.people;
  await deps.db.update(accounts).set({ language: 'az' }).where(eq(accounts.id, maria.account.id));
  await deps.db.update(accounts).set({ language: 'ru' }).where(eq(accounts.id, ali.account.id));
  return createEvaluations(deps, scope, round, [
    { evaluateeId: ali.id, evaluatorId: maria.id, party: 'manager', activated: true },
    { evaluateeId: aysel.id, evaluatorId: maria.id, party: 'manager', activated: true },
    { evaluateeId: maria.id, evaluatorId: ali.id, party: 'subworker', activated: true },
    { evaluateeId: bahruz.id, evaluatorId: aysel.id, activated: true, completed: true },
    { evaluateeId: aysel.id, evaluatorId: bahruz.id },
    { evaluateeId: celal.id, evaluatorId: dilara.id, activated: true, terminated: true },
  ]);
}

const outbox = (deps: AppDeps, to: string[]) =>
  deps.db
    .select({ to: outboxEmails.toAddress, subject: outboxEmails.subject, text: outboxEmails.textBody })
    .from(outboxEmails)
    .where(inArray(outboxEmails.toAddress, to))
    .orderBy(asc(outboxEmails.id));

describe('scheduled reminders with a controlled clock (docs/product.md §5.5)', () => {
  let t: TestApp;
  let acme: Tenant;
  let w: SeededRound;
  let addresses: string[];

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
    w = await seedRound(t, acme);
    await pendingRound(t.deps, acme, w);
    addresses = Object.values(w.people).map((p) => p.account.email);
  });
  afterAll(() => t.close());

  const at = (iso: string) => {
    t.deps.clock.now = () => day(iso);
    return runScheduledReminders(t.deps);
  };
  const runsOf = (round: number) => t.deps.db.select().from(reminderRuns).where(eq(reminderRuns.frequencyId, round)).orderBy(asc(reminderRuns.id));

  it('sends nothing on a day that is no reminder day', async () => {
    expect(await at('2026-12-20')).toEqual([]);
    expect(await at('2026-12-31')).toEqual([]);
    expect(await runsOf(w.round.id)).toEqual([]);
  });

  it('7 days before the end: one notification and one email per pending evaluator, in their language; a second check sends nothing', async () => {
    expect(await at('2026-12-24')).toEqual([{ frequencyId: w.round.id, key: 'before:7', recipients: 2 }]);
    const { maria, ali } = w.people;
    const sends = await t.deps.db.select({ employee: reminderSends.employeeId, pending: reminderSends.pending }).from(reminderSends);
    expect(sends.sort((a, b) => a.employee - b.employee)).toEqual(
      [
        { employee: maria.id, pending: 2 },
        { employee: ali.id, pending: 1 },
      ].sort((a, b) => a.employee - b.employee),
    );

    const notes = await t.deps.db.select().from(notifications).where(eq(notifications.kind, 'reminder')).orderBy(asc(notifications.accountId));
    const params = { round: 'Q1', period: w.period.name, end: '2026-12-31' };
    expect(notes.map((n) => [n.accountId, n.title, n.body, n.link, n.params, n.isRead]).sort()).toEqual(
      [
        [
          maria.account.id,
          translate('az', 'emails.reminderSubject', { count: 2 }),
          translate('az', 'emails.reminderNotice', { ...params, count: 2 }),
          '/evaluate',
          { ...params, count: 2 },
          false,
        ],
        [
          ali.account.id,
          translate('ru', 'emails.reminderSubject', { count: 1 }),
          translate('ru', 'emails.reminderNotice', { ...params, count: 1 }),
          '/evaluate',
          { ...params, count: 1 },
          false,
        ],
      ].sort(),
    );
    // The emails wait in the queue until a worker sends them (here: this process, by hand).
    expect(await outbox(t.deps, addresses)).toEqual([]);
    expect(await t.deps.jobs.runReady()).toBe(2);
    const sent = await outbox(t.deps, addresses);
    expect(sent.map((e) => [e.to, e.subject]).sort()).toEqual(
      [
        [maria.account.email, 'Xatırlatma: doldurulacaq 2 qiymətləndirmə'],
        [ali.account.email, 'Напоминание: оценок для заполнения: 1'],
      ].sort(),
    );
    expect(sent.find((e) => e.to === maria.account.email)!.text).toContain('Salam, Maria!');
    expect(sent.find((e) => e.to === maria.account.email)!.text).toContain('http://localhost:3000/evaluate');
    // Each pending evaluation's history says it was reminded (by the system).
    const reminded = await t.deps.db.select().from(evaluationEvents).where(eq(evaluationEvents.action, 'reminded'));
    expect(reminded).toHaveLength(3);
    expect(reminded.every((e) => e.accountId === null)).toBe(true);

    // The hourly check runs again the same day: nothing more.
    expect(await at('2026-12-24')).toEqual([]);
    expect(await t.deps.jobs.runReady()).toBe(0);
    expect(await outbox(t.deps, addresses)).toHaveLength(2);
    expect(await runsOf(w.round.id)).toHaveLength(1);
  });

  it('1 day before the end, and once the day after it with the "round has ended" text; never later', async () => {
    expect(await at('2026-12-30')).toEqual([{ frequencyId: w.round.id, key: 'before:1', recipients: 2 }]);
    expect(await at('2027-01-01')).toEqual([{ frequencyId: w.round.id, key: 'after', recipients: 2 }]);
    expect(await at('2027-01-01')).toEqual([]);
    expect(await at('2027-01-02')).toEqual([]);
    expect(await t.deps.jobs.runReady()).toBe(4);
    // (The queue promises no order among jobs ready together.)
    const subjects = (await outbox(t.deps, [w.people.ali.account.email])).map((e) => e.subject);
    expect(subjects.sort()).toEqual(
      [
        'Напоминание: оценок для заполнения: 1',
        'Напоминание: оценок для заполнения: 1',
        translate('ru', 'emails.reminderAfterSubject', { round: 'Q1', count: 1 }),
      ].sort(),
    );
    expect((await runsOf(w.round.id)).map((r) => [r.key, r.trigger, r.recipients])).toEqual([
      ['before:7', 'schedule', 2],
      ['before:1', 'schedule', 2],
      ['after', 'schedule', 2],
    ]);
  });

  it('goes by the project’s own reminder days, and only reminds those still pending', async () => {
    const put = await acme.call.put('/api/wizard/evaluation-settings/', { coworker_count: 3, reminder_days: [3], remind_after_end: false });
    expect(put.statusCode, put.body).toBe(200);
    const period = await addPeriod(t.deps, acme, ['Q2'], { start: '2027-01-01', end: '2027-03-31' });
    const round = period.rounds[0]!;
    const [first] = await pendingRound(t.deps, acme, w, round.id);
    // Maria completes one of her two; she is still reminded, for one.
    await t.deps.db.execute(sql`update evaluations set completed_at = now() where id = ${first!.id}`);
    expect(await at('2027-03-24')).toEqual([]);
    expect(await at('2027-03-28')).toEqual([{ frequencyId: round.id, key: 'before:3', recipients: 2 }]);
    expect(await at('2027-04-01')).toEqual([]);
    const [run] = await runsOf(round.id);
    const sends = await t.deps.db.select().from(reminderSends).where(eq(reminderSends.runId, run!.id));
    expect(sends.find((s) => s.employeeId === w.people.maria.id)?.pending).toBe(1);
    await t.deps.jobs.runReady();
  });

  it('an admin reminds everyone pending at once, and the log lists every run newest first', async () => {
    const res = await acme.call.post(REMIND, { frequency_id: w.round.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ trigger: 'manual', key: 'manual', by: 'Aysel Mammadova', recipients: 2 });
    // A second click is a second reminder.
    expect((await acme.call.post(REMIND, { frequency_id: w.round.id })).json().recipients).toBe(2);
    expect(await t.deps.jobs.runReady()).toBe(4);

    const listed = await acme.call.get(log(w.round.id));
    expect(listed.statusCode, listed.body).toBe(200);
    expect(
      listed.json().results.map((r: { key: string; trigger: string; by: string | null; recipients: number }) => [r.key, r.trigger, r.by, r.recipients]),
    ).toEqual([
      ['manual', 'manual', 'Aysel Mammadova', 2],
      ['manual', 'manual', 'Aysel Mammadova', 2],
      ['after', 'schedule', null, 2],
      ['before:1', 'schedule', null, 2],
      ['before:7', 'schedule', null, 2],
    ]);
  });

  it('a scoped admin reminds only about evaluatees in their departments', async () => {
    const scoped = await addEmployee(t.deps, acme, { role: 'admin', firstName: 'Sabina', lastName: 'Scoped' });
    await scopeAdmin(t.deps, scoped.account.id, [w.departments.field.id]);
    const period = await addPeriod(t.deps, acme, ['Q3'], { start: '2027-04-01', end: '2027-06-30' });
    const round = period.rounds[0]!;
    const { maria, ali, bahruz } = w.people;
    // Bahruz (in Field) is evaluated by Maria; Ali (Sales, outside the scope) by Maria too.
    await createEvaluations(t.deps, acme, round.id, [
      { evaluateeId: bahruz.id, evaluatorId: maria.id, party: 'manager', activated: true },
      { evaluateeId: ali.id, evaluatorId: maria.id, party: 'manager', activated: true },
      { evaluateeId: maria.id, evaluatorId: ali.id, party: 'subworker', activated: true },
    ]);
    const as = acme.as((await signIn(t, scoped.account.username)).access);
    const res = await as.post(REMIND, { frequency_id: round.id });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ recipients: 1, by: 'Sabina Scoped' });
    const [run] = await runsOf(round.id);
    expect(
      await t.deps.db
        .select({ employee: reminderSends.employeeId, pending: reminderSends.pending })
        .from(reminderSends)
        .where(eq(reminderSends.runId, run!.id)),
    ).toEqual([{ employee: maria.id, pending: 1 }]);
    await t.deps.jobs.runReady();
  });

  it('refuses a round of another project or company, and changes nothing', async () => {
    const globex = await tenant(t);
    const foreign = await seedRound(t, globex);
    const before = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(reminderRuns);
    const res = await acme.call.post(REMIND, { frequency_id: foreign.round.id }, 'az');
    expect(res.statusCode).toBe(400);
    expect(res.json().frequency_id).toEqual([translate('az', 'validation.notFoundRef')]);
    expect((await acme.call.get(log(foreign.round.id))).statusCode).toBe(404);
    expect((await acme.call.post(REMIND, {})).json()).toHaveProperty('frequency_id');
    expect(await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(reminderRuns)).toEqual(before);
    // Nothing of the other company's rounds was touched either.
    expect(await runsOf(foreign.round.id)).toEqual([]);
    expect(
      await t.deps.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.companyId, globex.companyId), eq(notifications.kind, 'reminder'))),
    ).toEqual([]);
  });
});

describe('reminders survive a restart on the same database (ADR 21)', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  /** The app on a database that outlives it: a PGlite folder, or a scratch PostgreSQL database. */
  async function persistentTarget(): Promise<DatabaseTarget> {
    const server = process.env.DATABASE_URL;
    if (!server) return { kind: 'pglite', dir: mkdtempSync(path.join(tmpdir(), 'performa-reminders-')) };
    const { url, drop } = await scratchDatabase(server);
    cleanups.push(drop);
    return { kind: 'postgres', url };
  }

  async function start(target: DatabaseTarget, jobs: 'on' | 'off', today: string) {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      TOKEN_SECRET: TEST_SECRET,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'performa-test-')),
      WEB_DIST_DIR: path.join(tmpdir(), 'performa-no-web-build'),
      JOBS: jobs,
    });
    const database = await openDatabase(target);
    const { app, deps } = await buildApp(config, database);
    // Set at once: the check the workers queue at start waits for their next poll (seconds away).
    deps.clock.now = () => day(today);
    const t: TestApp = {
      app,
      deps,
      database,
      config,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    return t;
  }

  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 20_000): Promise<T> {
    const end = Date.now() + ms;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > end) return value;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('sends nothing twice across restarts, and the emails queued before a stop are sent after it (JOBS=on runs the worker)', async () => {
    const target = await persistentTarget();
    // 1. Without workers: the check of 7 days before runs, its emails stay queued when the app stops.
    const first = await start(target, 'off', '2026-12-24');
    const acme = await tenant(first);
    const w = await seedRound(first, acme);
    await pendingRound(first.deps, acme, w);
    const addresses = Object.values(w.people).map((p) => p.account.email);
    expect(await runScheduledReminders(first.deps)).toHaveLength(1);
    expect(await outbox(first.deps, addresses)).toEqual([]);
    await first.close();

    // 2. With workers, the same day: the check at start finds the day done; the worker sends the two queued emails.
    const second = await start(target, 'on', '2026-12-24');
    // The workers keep the hourly check on pg-boss's schedule (one schedule each, whatever the number of processes),
    // beside the hourly cleanup of expired data exports (docs/product.md §6.7) and the package-end reminders (§1.4).
    const schedules = await second.deps.db.execute(sql`select name, cron from pgboss.schedule order by name`);
    expect((schedules as unknown as { rows: unknown[] }).rows).toEqual([
      { name: 'data-export-cleanup', cron: '23 * * * *' },
      { name: 'package-reminders', cron: '13 * * * *' },
      { name: 'reminders', cron: '7 * * * *' },
    ]);
    expect(
      (
        await until(
          () => outbox(second.deps, addresses),
          (rows) => rows.length >= 2,
        )
      ).length,
    ).toBe(2);
    // A day later the check runs again (here by hand; the schedule does it every hour): nothing new.
    second.deps.clock.now = () => day('2026-12-25');
    expect(await runScheduledReminders(second.deps)).toEqual([]);
    // The day before the end: sent once, by the worker.
    second.deps.clock.now = () => day('2026-12-30');
    expect(await runScheduledReminders(second.deps)).toEqual([{ frequencyId: w.round.id, key: 'before:1', recipients: 2 }]);
    expect(
      (
        await until(
          () => outbox(second.deps, addresses),
          (rows) => rows.length >= 4,
        )
      ).length,
    ).toBe(4);
    await second.close();

    // 3. Restarted again on the same day: nothing is sent twice.
    const third = await start(target, 'off', '2026-12-30');
    expect(await runScheduledReminders(third.deps)).toEqual([]);
    // Whatever the workers left queued at their stop runs now (the data export cleanup they add when they start may
    // still wait there, depending on how soon they took it): no email is among it.
    await third.deps.jobs.runReady();
    expect(await outbox(third.deps, addresses)).toHaveLength(4);
    expect((await third.deps.db.select().from(reminderRuns)).map((r) => r.key)).toEqual(['before:7', 'before:1']);
    await third.close();
  }, 60_000);
});
