import { translate } from '@performa/contracts/i18n/translate';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, notifications, outboxEmails } from '../../src/db/schema.ts';
import { noticeCardsActivated } from '../../src/services/notifications/evaluation-notices.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { seedRound, type SeededRound } from '../helpers/evaluations.ts';
import { addNotification, createAccount, signIn } from '../helpers/factories.ts';
import { tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

/** The bell (docs/product.md §2.9) and the notice of activated evaluation cards (§5.4). */

const LIST = '/api/notifications/notifications/';
const read = (id: number) => `/api/notifications/notifications/${id}/read/`;
const READ_ALL = '/api/notifications/notifications/read-all/';

describe('notifications: list, read, read all (docs/product.md §2.9)', () => {
  let t: TestApp;
  let acme: Tenant;
  let user: Awaited<ReturnType<typeof createAccount>>;
  let colleague: Awaited<ReturnType<typeof createAccount>>;
  let me: Caller;
  let ids: number[];

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
    user = await createAccount(t.deps, acme.companyId);
    colleague = await createAccount(t.deps, acme.companyId);
    ids = [];
    for (let i = 1; i <= 5; i += 1) ids.push((await addNotification(t.deps, user, { title: `N${i}`, isRead: i === 1 })).id);
    await addNotification(t.deps, colleague, { title: 'Not yours' });
    me = acme.as((await signIn(t, user.username)).access, null);
  });
  afterAll(() => t.close());

  it('lists the caller’s notifications newest first, a page at a time; count is the unread ones', async () => {
    const first = await me.get(`${LIST}?page_size=2`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ count: 4, total: 5, page: 1, page_size: 2 });
    expect(first.json().results.map((n: { title: string }) => n.title)).toEqual(['N5', 'N4']);
    expect(first.json().results[0]).toMatchObject({ kind: 'info', link: null, params: {}, is_read: false });
    const last = await me.get(`${LIST}?page_size=2&page=3`);
    expect(last.json().results.map((n: { title: string; is_read: boolean }) => [n.title, n.is_read])).toEqual([['N1', true]]);
    const unread = await me.get(`${LIST}?unread=true`);
    expect(unread.json()).toMatchObject({ count: 4, total: 4 });
    expect(unread.json().results.map((n: { title: string }) => n.title)).toEqual(['N5', 'N4', 'N3', 'N2']);
    expect((await me.get(`${LIST}?unread=maybe`, 'az')).statusCode).toBe(400);
    expect((await me.get(`${LIST}?page_size=500`)).json()).toHaveProperty('page_size');
  });

  it('opening one marks it read; another account’s or another company’s is not found and stays unread', async () => {
    const res = await me.post(read(ids[2]!), undefined);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: ids[2], title: 'N3', is_read: true });
    expect((await me.get(LIST)).json().count).toBe(3);
    // Reading it again is harmless.
    expect((await me.post(read(ids[2]!), undefined)).json().is_read).toBe(true);

    const [theirs] = await t.deps.db.select().from(notifications).where(eq(notifications.accountId, colleague.id));
    expect((await me.post(read(theirs!.id), undefined)).statusCode).toBe(404);
    const globex = await tenant(t);
    const foreign = await addNotification(t.deps, { id: globex.owner.id, companyId: globex.companyId });
    expect((await acme.call.post(read(foreign.id), undefined)).statusCode).toBe(404);
    expect((await me.post(read(2_000_000_000), undefined)).statusCode).toBe(404);
    const untouched = await t.deps.db
      .select()
      .from(notifications)
      .where(inArray(notifications.id, [theirs!.id, foreign.id]));
    expect(untouched.every((n) => !n.isRead)).toBe(true);
  });

  it('"mark all read" marks every notification of the caller, and only theirs', async () => {
    const res = await me.post(READ_ALL, undefined);
    expect(res.statusCode, res.body).toBe(204);
    expect((await me.get(LIST)).json()).toMatchObject({ count: 0, total: 5 });
    const [theirs] = await t.deps.db.select().from(notifications).where(eq(notifications.accountId, colleague.id));
    expect(theirs!.isRead).toBe(false);
  });
});

describe('the notice of activated evaluation cards (docs/product.md §5.4)', () => {
  let t: TestApp;
  let acme: Tenant;
  let w: SeededRound;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
    w = await seedRound(t, acme);
    await t.deps.db.update(accounts).set({ language: 'ru' }).where(eq(accounts.id, w.people.maria.account.id));
    await t.deps.db.update(accounts).set({ language: 'az' }).where(eq(accounts.id, w.people.ali.account.id));
  });
  afterAll(() => t.close());

  const activation = (evaluators: Array<{ employeeId: number; count: number }>) => ({
    companyId: acme.companyId,
    projectId: acme.projectId,
    frequencyId: w.round.id,
    evaluators,
  });
  const mailTo = (emails: string[]) => t.deps.db.select().from(outboxEmails).where(inArray(outboxEmails.toAddress, emails));

  it('writes one notification per evaluator in their language and queues one email each, sent by the worker', async () => {
    const { maria, ali, aysel } = w.people;
    const noticed = await t.deps.db.transaction((tx) =>
      noticeCardsActivated(
        t.deps,
        tx,
        activation([
          { employeeId: maria.id, count: 3 },
          { employeeId: ali.id, count: 1 },
          { employeeId: aysel.id, count: 2 },
        ]),
      ),
    );
    expect(noticed).toBe(3);
    const params = { round: 'Q1', period: w.period.name, end: '2026-12-31' };
    const rows = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.kind, 'cards_activated'), inArray(notifications.accountId, [maria.account.id, ali.account.id, aysel.account.id])));
    const byAccount = new Map(rows.map((n) => [n.accountId, n]));
    expect(rows).toHaveLength(3);
    expect(byAccount.get(maria.account.id)).toMatchObject({
      title: translate('ru', 'emails.cardActivatedSubject', params),
      body: translate('ru', 'emails.cardActivatedNotice', { ...params, count: 3 }),
      link: '/evaluate',
      params: { ...params, count: 3 },
      isRead: false,
    });
    expect(byAccount.get(ali.account.id)!.title).toBe('Doldurulacaq qiymətləndirmələr: Q1');
    expect(byAccount.get(aysel.account.id)!.body).toBe(
      `2 evaluation(s) of the round "Q1" (${w.period.name}) are waiting for you. The round ends on 2026-12-31.`,
    );

    // The evaluator sees it on the bell.
    const bell = await acme.as((await signIn(t, maria.account.username)).access, null).get(LIST);
    expect(bell.json().results[0]).toMatchObject({ kind: 'cards_activated', params: { ...params, count: 3 }, link: '/evaluate' });

    const addresses = [maria.account.email, ali.account.email, aysel.account.email];
    expect(await mailTo(addresses)).toEqual([]);
    expect(await t.deps.jobs.runReady()).toBe(3);
    const mails = await mailTo(addresses);
    expect(mails.map((m) => [m.toAddress, m.subject]).sort()).toEqual(
      [
        [maria.account.email, 'Оценки для заполнения: Q1'],
        [ali.account.email, 'Doldurulacaq qiymətləndirmələr: Q1'],
        [aysel.account.email, 'Evaluations to fill in: Q1'],
      ].sort(),
    );
    expect(mails.find((m) => m.toAddress === aysel.account.email)!.textBody).toContain('2 evaluation(s) of the round "Q1"');
  });

  it('writes and queues nothing when the activation’s transaction rolls back', async () => {
    const { bahruz } = w.people;
    await expect(
      t.deps.db.transaction(async (tx) => {
        await noticeCardsActivated(t.deps, tx, activation([{ employeeId: bahruz.id, count: 1 }]));
        throw new Error('the activation failed');
      }),
    ).rejects.toThrow('the activation failed');
    expect(await t.deps.db.select().from(notifications).where(eq(notifications.accountId, bahruz.account.id))).toEqual([]);
    expect(await t.deps.jobs.runReady()).toBe(0);
    expect(await mailTo([bahruz.account.email])).toEqual([]);
  });

  it('notices nobody for an empty activation, and skips accounts that cannot sign in', async () => {
    const { celal, dilara } = w.people;
    expect(await t.deps.db.transaction((tx) => noticeCardsActivated(t.deps, tx, activation([])))).toBe(0);
    await t.deps.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, dilara.account.id));
    const noticed = await t.deps.db.transaction((tx) =>
      noticeCardsActivated(
        t.deps,
        tx,
        activation([
          { employeeId: celal.id, count: 1 },
          { employeeId: dilara.id, count: 1 },
        ]),
      ),
    );
    expect(noticed).toBe(1);
    expect(await t.deps.jobs.runReady()).toBe(1);
  });
});
