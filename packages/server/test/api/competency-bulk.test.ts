import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addPositionSkill, addSkill } from '../helpers/competencies.ts';
import { addDepartment, addEmployee, addPosition, scopeAdmin, signIn } from '../helpers/factories.ts';
import { addTemplate, setRatingTemplate } from '../helpers/setup.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

const ASSIGN = '/api/wizard/assign-skill-to-positions/';
const COPY = '/api/wizard/copy-position-skills/';

// docs/product.md §3.5: competencies on many positions at once, in one transaction, each list at most 1 (100 %).
describe('competencies on many positions at once', () => {
  let t: TestApp;
  let acme: Tenant;
  let finance: { id: number };
  let sales: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t, { company: 'Acme' });
    finance = await addDepartment(t.deps, acme, 'Finance');
    sales = await addDepartment(t.deps, acme, 'Sales');
    await setRatingTemplate(t.deps, acme, (await addTemplate(t.deps, acme)).id);
  });
  afterAll(() => t.close());

  const listOf = async (positionId: number) =>
    (
      (await acme.call('GET', `/api/wizard/skills-for-position/?position=${positionId}`)).json().skills as Array<{
        name: string;
        weight: number;
        norm: number | null;
      }>
    ).map((s) => [s.name, s.weight, s.norm]);

  it('puts one competency with weight and norm on several positions, replacing it where listed', async () => {
    const accountant = await addPosition(t.deps, acme, finance.id, 'Accountant');
    const auditor = await addPosition(t.deps, acme, finance.id, 'Auditor');
    const teamwork = await addSkill(t.deps, acme, 'Teamwork');
    const rigour = await addSkill(t.deps, acme, 'Rigour');
    await addPositionSkill(t.deps, acme.companyId, accountant.id, rigour.id, 0.5, 3);
    await addPositionSkill(t.deps, acme.companyId, auditor.id, teamwork.id, 0.1, 1);

    const res = await acme.call('POST', ASSIGN, { skill_id: teamwork.id, weight: 0.3, norm: 4, position_ids: [accountant.id, auditor.id, auditor.id] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((p: { name: string; skill_count: number; weight_total: number }) => [p.name, p.skill_count, p.weight_total])).toEqual([
      ['Accountant', 2, 0.8],
      ['Auditor', 1, 0.3],
    ]);
    expect(await listOf(accountant.id)).toEqual([
      ['Rigour', 0.5, 3],
      ['Teamwork', 0.3, 4],
    ]);
    expect(await listOf(auditor.id)).toEqual([['Teamwork', 0.3, 4]]);
  });

  it('refuses the whole action when one position would pass 100 %, naming it with its total; nothing changes', async () => {
    const full = await addPosition(t.deps, acme, finance.id, 'Controller');
    const free = await addPosition(t.deps, acme, finance.id, 'Clerk');
    const planning = await addSkill(t.deps, acme, 'Planning');
    const focus = await addSkill(t.deps, acme, 'Focus');
    await addPositionSkill(t.deps, acme.companyId, full.id, planning.id, 0.6, null);
    for (const [lang, text] of [
      ['en', 'Competency weights must add up to at most 100 % on each position: Controller (Finance): 110 %.'],
      ['az', 'Hər vəzifədə kompetensiya çəkilərinin cəmi ən çox 100 % olmalıdır: Controller (Finance): 110 %.'],
      ['ru', 'Сумма весов компетенций на каждой должности должна быть не больше 100 %: Controller (Finance): 110 %.'],
    ] as const) {
      const res = await acme.call('POST', ASSIGN, { skill_id: focus.id, weight: 0.5, position_ids: [free.id, full.id] }, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ weight: [text] });
    }
    expect(await listOf(free.id)).toEqual([]);
    expect(await listOf(full.id)).toEqual([['Planning', 0.6, null]]);
    // 0.4 fits exactly (0.6 + 0.4 = 1).
    expect((await acme.call('POST', ASSIGN, { skill_id: focus.id, weight: '0,4', position_ids: [free.id, full.id] })).statusCode).toBe(200);
  });

  it('refuses bad references and norms off the rating scale with field errors', async () => {
    const other = await tenant(t, { company: 'Globex' });
    const theirs = await addPosition(t.deps, other, (await addDepartment(t.deps, other, 'Elsewhere')).id, 'Foreign');
    const theirSkill = await addSkill(t.deps, other, 'Theirs');
    const mine = await addPosition(t.deps, acme, sales.id, 'Seller');
    const skill = await addSkill(t.deps, acme, 'Selling');
    expect((await acme.call('POST', ASSIGN, { skill_id: skill.id, weight: 0.2, norm: 9, position_ids: [mine.id] })).json()).toEqual({
      norm: ['The norm must lie on the rating scale (1 – 5).'],
    });
    expect((await acme.call('POST', ASSIGN, { skill_id: theirSkill.id, weight: 0.2, position_ids: [mine.id] })).json()).toEqual({
      skill_id: ['No such entry in this project.'],
    });
    expect((await acme.call('POST', ASSIGN, { skill_id: skill.id, weight: 0.2, position_ids: [mine.id, theirs.id] })).json()).toEqual({
      position_ids: ['No such entry in this project.'],
    });
    expect((await acme.call('POST', ASSIGN, { skill_id: skill.id, weight: 1.2, position_ids: [] })).json()).toEqual({
      weight: ['Enter a valid value.'],
      position_ids: ['This field is required'],
    });
    expect((await acme.call('POST', COPY, { from_position_id: theirs.id, position_ids: [mine.id], mode: 'merge' })).json()).toEqual({
      from_position_id: ['No such entry in this project.'],
    });
    expect((await acme.call('POST', COPY, { from_position_id: mine.id, position_ids: [mine.id], mode: 'append' })).json()).toEqual({
      mode: ['Select a valid choice.'],
    });
    expect(await listOf(mine.id)).toEqual([]);
  });

  it('a scoped admin reaches only the positions of the scope', async () => {
    const admin = await addEmployee(t.deps, acme, { role: 'admin' });
    await scopeAdmin(t.deps, admin.account.id, [sales.id]);
    const token = (await signIn(t, admin.account.username)).access;
    const inScope = await addPosition(t.deps, acme, sales.id, 'Sales lead');
    const outside = await addPosition(t.deps, acme, finance.id, 'Treasurer');
    const skill = await addSkill(t.deps, acme, 'Negotiation');
    await addPositionSkill(t.deps, acme.companyId, outside.id, skill.id, 0.2, null);
    expect((await acme.as(token)('POST', ASSIGN, { skill_id: skill.id, weight: 0.2, position_ids: [inScope.id, outside.id] })).json()).toEqual({
      position_ids: ['No such entry in this project.'],
    });
    expect((await acme.as(token)('POST', COPY, { from_position_id: outside.id, position_ids: [inScope.id], mode: 'replace' })).json()).toEqual({
      from_position_id: ['No such entry in this project.'],
    });
    expect((await acme.as(token)('POST', ASSIGN, { skill_id: skill.id, weight: 0.2, position_ids: [inScope.id] })).statusCode).toBe(200);
  });

  describe('copying a position’s list', () => {
    let source: { id: number };
    let a: { id: number; name: string };
    let b: { id: number; name: string };
    let skills: Record<'x' | 'y' | 'z', { id: number }>;
    beforeAll(async () => {
      const ops = await addDepartment(t.deps, acme, 'Ops');
      source = await addPosition(t.deps, acme, ops.id, 'Source');
      skills = { x: await addSkill(t.deps, acme, 'X skill'), y: await addSkill(t.deps, acme, 'Y skill'), z: await addSkill(t.deps, acme, 'Z skill') };
      await addPositionSkill(t.deps, acme.companyId, source.id, skills.x.id, 0.4, 2);
      await addPositionSkill(t.deps, acme.companyId, source.id, skills.y.id, 0.3, null);
      a = await addPosition(t.deps, acme, ops.id, 'Target A');
      b = await addPosition(t.deps, acme, ops.id, 'Target B');
    });

    it('replace: the targets’ lists become the source’s; the source among them is left alone', async () => {
      await addPositionSkill(t.deps, acme.companyId, a.id, skills.z.id, 0.9, 5);
      const res = await acme.call('POST', COPY, { from_position_id: source.id, position_ids: [a.id, b.id, source.id], mode: 'replace' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().map((p: { id: number; weight_total: number }) => [p.id, p.weight_total])).toEqual([
        [a.id, 0.7],
        [b.id, 0.7],
      ]);
      for (const id of [a.id, b.id, source.id])
        expect(await listOf(id)).toEqual([
          ['X skill', 0.4, 2],
          ['Y skill', 0.3, null],
        ]);
    });

    it('merge: adds the source’s competencies, its weight and norm win; over 100 % is refused with the position named', async () => {
      const c = await addPosition(t.deps, acme, finance.id, 'Target C');
      await addPositionSkill(t.deps, acme.companyId, c.id, skills.x.id, 0.1, 5);
      await addPositionSkill(t.deps, acme.companyId, c.id, skills.z.id, 0.2, 1);
      const merged = await acme.call('POST', COPY, { from_position_id: source.id, position_ids: [c.id], mode: 'merge' });
      expect(merged.statusCode, merged.body).toBe(200);
      expect(await listOf(c.id)).toEqual([
        ['X skill', 0.4, 2],
        ['Y skill', 0.3, null],
        ['Z skill', 0.2, 1],
      ]);

      const d = await addPosition(t.deps, acme, finance.id, 'Target D');
      await addPositionSkill(t.deps, acme.companyId, d.id, skills.z.id, 0.5, null);
      const refused = await acme.call('POST', COPY, { from_position_id: source.id, position_ids: [b.id, d.id], mode: 'merge' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ position_ids: ['Competency weights must add up to at most 100 % on each position: Target D (Finance): 120 %.'] });
      expect(await listOf(d.id)).toEqual([['Z skill', 0.5, null]]);
    });
  });
});
