import { and, eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/raw.ts';
import {
  accounts,
  companies,
  employees,
  evaluations,
  files,
  goals,
  individualWeights,
  payments,
  personalWeights,
  positionalGoalPositions,
  positionalGoals,
  projectSettings,
  subGoals,
  surveyQuestions,
} from '../../src/db/schema.ts';
import { hashPassword } from '../../src/lib/passwords.ts';
import { operatorSignIn, setOperatorPassword } from '../../src/services/operator/operator-auth.ts';
import { grantPackage } from '../../src/services/operator/operator.ts';
import { call, type TestApp } from '../helpers/app.ts';
import { addEmployeeSkill, addPositionSkill, addSkill } from '../helpers/competencies.ts';
import { addDepartment, addNotification, addPosition, addProject, createCompany, PASSWORD, scopeAdmin, sessionOf } from '../helpers/factories.ts';
import { addCategory, addPeriod, addTemplate, setRatingTemplate } from '../helpers/setup.ts';
import type { Vocabulary } from './arbitraries.ts';
import { PNG, type Session } from './http.ts';
import { discoverTenancy, idsOf, type Tenancy } from './tenancy.ts';

/**
 * The fuzzed world: company A, whose super admin sends every request, and company B, whose data must
 * come out unchanged; in saas mode also the platform operator, who sends the requests of the operator's
 * routes (ADR 34). Both companies are seeded alike (organisation, people, evaluation setup, goals, weights)
 * with deterministic names, their owners active with a package without an end, whatever the mode. When a request ends A's session (a password change, a termination, a
 * revoked token) the owner is repaired and signed in again; when it destroys A's tenant (the company or
 * its project deleted) a new company A is seeded.
 */

/** Company B's password is one the fuzzer never learns (it must not sign in as B). */
const B_PASSWORD = 'b-only-Secret-4f9c2e';
/** The platform operator's account (saas mode). */
const OPERATOR = { username: 'fuzz_operator', password: 'operator-Secret-7d1a0b' };

export interface SeededCompany {
  label: string;
  companyId: number;
  projectId: number;
  secondProjectId: number;
  ownerId: number;
  ownerUsername: string;
  password: string;
}

async function seedCompany(t: TestApp, label: string, password: string, hash: string): Promise<SeededCompany> {
  const { deps } = t;
  const L = label.toUpperCase();
  const company = await createCompany(deps, {
    first_name: 'Owner',
    last_name: L,
    email: `${label}-owner@fuzz.example.com`,
    username: `${label}_owner`,
    company: `Fuzz ${L} Ltd`,
    industry: 'Testing',
    password,
    matchPassword: password,
  });
  const { companyId, projectId } = company;
  if (deps.config.DEPLOYMENT_MODE === 'saas') {
    // What the operator does for a saas registration: the owner activated, a package granted (open-ended).
    await deps.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, company.owner.id));
    await grantPackage(deps, String(companyId), { plan: 'fuzz', months: null, price: '0' });
  }
  const scope = { companyId, projectId };
  const second = await addProject(deps, companyId, `Fuzz ${L} second project`);

  const sales = await addDepartment(deps, scope, `Sales ${L}`);
  const north = await addDepartment(deps, scope, `North ${L}`, sales.id);
  const tech = await addDepartment(deps, scope, `Engineering ${L}`);
  const head = await addPosition(deps, scope, sales.id, `Head of sales ${L}`);
  const rep = await addPosition(deps, scope, sales.id, `Sales rep ${L}`, head.id);
  const dev = await addPosition(deps, scope, tech.id, `Developer ${L}`);

  const person = async (
    n: number,
    role: 'user' | 'admin',
    name: [string, string],
    place: { departmentId?: number; subDepartmentId?: number; positionId?: number; reportToId?: number },
    permissions: string[] = [],
  ) => {
    const [account] = await deps.db
      .insert(accounts)
      .values({
        companyId,
        username: `${label}_${n}`,
        email: `${label}-${n}@fuzz.example.com`,
        passwordHash: hash,
        firstName: name[0],
        lastName: name[1],
        role,
        permissions,
      })
      .returning();
    const [employee] = await deps.db
      .insert(employees)
      .values({ ...scope, accountId: account!.id, employeeNumber: `${L}-${n}`, firstName: name[0], lastName: name[1], ...place })
      .returning();
    return employee!;
  };
  // The owner is an employee too: editing or terminating oneself gets fuzzed.
  const [owner] = await deps.db
    .insert(employees)
    .values({ ...scope, accountId: company.owner.id, employeeNumber: `${L}-0`, firstName: 'Owner', lastName: L, departmentId: sales.id, positionId: head.id })
    .returning();
  const boss = await person(1, 'admin', ['Leyla', 'Aliyeva'], { departmentId: sales.id, positionId: head.id });
  const caller = await person(2, 'user', ['Murad', 'Hasanov'], { departmentId: sales.id, subDepartmentId: north.id, positionId: rep.id, reportToId: boss.id });
  await person(3, 'user', ['Nigar', 'Karimova'], { departmentId: sales.id, subDepartmentId: north.id, positionId: rep.id, reportToId: boss.id }, [
    'dge',
    'dgv',
    'dse',
    'dsv',
  ]);
  const engineer = await person(4, 'user', ['Elvin', 'Quliyev'], { departmentId: tech.id, positionId: dev.id });
  const scoped = await person(5, 'admin', ['Aynur', 'Rzayeva'], { departmentId: tech.id });
  await scopeAdmin(deps, scoped.accountId, [tech.id]);
  // An account that is no employee yet (add-user-to-employee).
  await deps.db.insert(accounts).values({
    companyId,
    username: `${label}_loose`,
    email: `${label}-loose@fuzz.example.com`,
    passwordHash: hash,
    firstName: 'Loose',
    lastName: L,
    role: 'user',
  });

  const period = await addPeriod(deps, scope, ['Q1', 'Q2'], { start: '2026-01-01', end: '2026-12-31' });
  await addPeriod(deps, scope, [], { start: '2027-01-01', end: '2027-12-31' });
  const rating = await addTemplate(deps, scope, `Five steps ${L}`);
  const final = await addTemplate(deps, scope, `Final score ${L}`);
  await setRatingTemplate(deps, scope, rating.id);
  await deps.db
    .update(projectSettings)
    .set({ finalScoreTemplateId: final.id, goalWeight: 0.6, skillWeight: 0.4, managerWeight: 0.5, subworkerWeight: 0.2, coworkerWeight: 0.2, selfWeight: 0.1 })
    .where(eq(projectSettings.projectId, projectId));
  const goalCategory = await addCategory(deps, scope, 'goal', `Sales goals ${L}`);
  const skillCategory = await addCategory(deps, scope, 'skill', `Core skills ${L}`);

  const negotiation = await addSkill(deps, scope, `Negotiation ${L}`, { categoryId: skillCategory.id, description: 'Closing deals' });
  const planning = await addSkill(deps, scope, `Planning ${L}`, { skillType: 'soft', periodIds: [period.id] });
  await addPositionSkill(deps, companyId, head.id, negotiation.id, 0.6, 3);
  await addPositionSkill(deps, companyId, head.id, planning.id, 0.4, 4);
  await addPositionSkill(deps, companyId, rep.id, negotiation.id, 1, null);
  await addEmployeeSkill(deps, companyId, engineer.id, planning.id, 1, 2);

  const [revenue] = await deps.db
    .insert(positionalGoals)
    .values({ ...scope, name: `Revenue ${L}`, categoryId: goalCategory.id, weight: 30, target: 100 })
    .returning();
  await deps.db.insert(positionalGoalPositions).values([
    { positionalGoalId: revenue!.id, positionId: head.id, projectId },
    { positionalGoalId: revenue!.id, positionId: rep.id, projectId },
  ]);
  const [calls] = await deps.db
    .insert(goals)
    .values({ ...scope, employeeId: caller.id, periodId: period.id, frequencyId: period.rounds[0]!.id, name: `Calls ${L}`, weight: 40, target: 200 })
    .returning();
  await deps.db.insert(goals).values([
    {
      ...scope,
      employeeId: caller.id,
      periodId: period.id,
      name: `Customer care ${L}`,
      weight: 20,
      isNumerical: false,
      target: null,
      scaleTemplateId: rating.id,
    },
    {
      ...scope,
      employeeId: boss.id,
      periodId: period.id,
      positionalGoalId: revenue!.id,
      name: `Revenue ${L}`,
      weight: 30,
      target: 100,
      categoryId: goalCategory.id,
    },
  ]);
  await deps.db.insert(subGoals).values({ ...scope, goalId: calls!.id, name: `Cold calls ${L}`, weight: 50, target: 100 });
  await deps.db
    .insert(personalWeights)
    .values({ ...scope, employeeId: caller.id, managerWeight: 0.4, subworkerWeight: 0.2, coworkerWeight: 0.2, selfWeight: 0.2 });
  await deps.db.insert(individualWeights).values({ ...scope, employeeId: caller.id, goalWeight: 0.7, skillWeight: 0.3 });

  // The owner evaluates the caller (active cards: the evaluator's forms get fuzzed), with a survey question.
  await deps.db.insert(evaluations).values(
    (['skill', 'goal'] as const).map((kind) => ({
      ...scope,
      frequencyId: period.rounds[0]!.id,
      evaluateeId: caller.id,
      evaluatorId: owner!.id,
      party: 'manager' as const,
      kind,
      activatedAt: new Date('2026-01-02T00:00:00Z'),
    })),
  );
  await deps.db.insert(surveyQuestions).values({ ...scope, question: `Recommend ${L}?`, options: ['Yes', 'No'] });

  await addNotification(deps, { id: company.owner.id, companyId }, { title: `Welcome ${L}` });
  const [logo] = await deps.db.insert(files).values({ companyId, contentType: 'image/png', bytes: PNG }).returning({ id: files.id });
  await deps.db.update(companies).set({ logo: logo!.id }).where(eq(companies.id, companyId));
  const [avatar] = await deps.db.insert(files).values({ companyId, contentType: 'image/png', bytes: PNG }).returning({ id: files.id });
  await deps.db.update(accounts).set({ image: avatar!.id }).where(eq(accounts.id, caller.accountId));

  return { label, companyId, projectId, secondProjectId: second.id, ownerId: company.owner.id, ownerUsername: company.owner.username, password };
}

/** Lower-case letters only, singular: "response_scale_templates" → "responsescaletemplate". */
const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .replace(/ies$/, 'y')
    .replace(/s$/, '');
/**
 * Names that say which table without containing its name (an optional bias: an operation whose names
 * match nothing draws from every id of the company).
 */
const ALIASES: Record<string, string> = {
  reportto: 'employee',
  manager: 'employee',
  userpanel: 'account',
  editavatar: 'account',
  permission: 'account',
  subdepartment: 'department',
  edituserskill: 'employee',
  skillpersonalweight: 'personalweight',
  individualweight: 'individualweight',
  deleteallpersonalgoal: 'employee',
  setskillsweight: 'position',
  editposition: 'positionalgoal',
};

interface Pool {
  ids: Map<string, number[]>;
  all: number[];
  keys: string[];
}

export class World {
  a!: SeededCompany;
  b!: SeededCompany;
  /** The owner's signed-in session: its tokens, the token version, and the session's id (its refresh_tokens row, ADR 3). */
  session!: Session & { version: number; id: string };
  tenancy!: Tenancy;
  /** Every repair made, for the report. */
  readonly repairs: string[] = [];
  private pools: { a: Pool; b: Pool } = { a: { ids: new Map(), all: [], keys: [] }, b: { ids: new Map(), all: [], keys: [] } };
  private words: string[] = [];
  private hints = new Map<string, string[] | null>();
  private generation = 1;
  private hash = '';
  /** The tables that hold rows of company A right after seeding. */
  private seeded = new Set<string>();

  private constructor(private readonly t: TestApp) {}

  static async create(t: TestApp): Promise<World> {
    const world = new World(t);
    world.hash = await hashPassword(PASSWORD);
    world.tenancy = await discoverTenancy(t.deps.db);
    world.a = await seedCompany(t, 'fuzza', PASSWORD, world.hash);
    world.b = await seedCompany(t, 'fuzzb', B_PASSWORD, await hashPassword(B_PASSWORD));
    await world.signIn();
    await world.refresh();
    world.seeded = new Set(world.pools.a.ids.keys());
    return world;
  }

  get bPassword() {
    return B_PASSWORD;
  }

  /** What generated values draw from; read at generation time. */
  vocabulary(): Vocabulary {
    return {
      ids: (company, hint) => {
        const pool = this.pools[company];
        if (!hint) return pool.all;
        const tables = this.tablesFor(hint);
        return tables ? tables.flatMap((t) => pool.ids.get(t) ?? []) : pool.all;
      },
      keys: (company) => this.pools[company].keys,
      texts: () => this.words,
    };
  }

  private tablesFor(hint: string): string[] | null {
    if (!this.hints.has(hint)) {
      const h = ALIASES[norm(hint)] ?? norm(hint);
      const tables = [...new Set([...this.pools.a.ids.keys(), ...this.pools.b.ids.keys()])];
      const matched = h.length < 3 ? [] : tables.filter((t) => h.includes(norm(t)) || norm(t).includes(h));
      this.hints.set(hint, matched.length ? matched : null);
    }
    return this.hints.get(hint)!;
  }

  /**
   * Re-reads both companies' ids and texts (rows made by earlier operations join the pools). In saas mode A
   * first gets a payment request waiting again if it has none, so that the operator's decisions are fuzzed
   * past their 409 (B never has one: a decision on it would change B's data, which the operator may do).
   */
  async refresh() {
    if (this.t.deps.config.DEPLOYMENT_MODE === 'saas') {
      const companyId = this.a.companyId;
      const waiting = await this.t.deps.db
        .select({ id: payments.id })
        .from(payments)
        .where(and(eq(payments.companyId, companyId), eq(payments.status, 'waiting')));
      if (!waiting.length)
        await this.t.deps.db
          .insert(payments)
          .values({ companyId, package: 'standard', plan: 'fuzz', months: 1, price: '10', currency: 'AZN', status: 'waiting' });
    }
    for (const company of ['a', 'b'] as const) {
      const { ids, keys } = await idsOf(this.t.deps.db, this.tenancy, this[company].companyId);
      this.pools[company] = { ids, keys, all: [...new Set([...ids.values()].flat())].sort((x, y) => x - y) };
    }
    this.hints.clear();
    // The texts that open doors come first (generated strings pick among the first few most often).
    const names = await rowsOf<{ v: string }>(
      this.t.deps.db,
      sql`select company_name as v from companies where id = ${this.a.companyId}
          union all select username from accounts where id = ${this.a.ownerId}
          union all select company_name from companies where id = ${this.b.companyId}
          union all select username from accounts where id = ${this.b.ownerId}`,
    );
    // The operator's name and password too, so that the operator's sign-in gets fuzzed past its refusal.
    const operator = this.session.operator ? [OPERATOR.username, OPERATOR.password] : [];
    const first = [names[0]?.v, names[1]?.v, PASSWORD, this.session.refresh, ...operator, names[2]?.v, names[3]?.v].filter((v): v is string => Boolean(v));
    this.words = [...new Set([...first, ...(await this.texts())])];
  }

  /** The short texts of both companies' rows (names, usernames, numbers…), except secrets. */
  private async texts(): Promise<string[]> {
    const columns = await rowsOf<{ table: string; column: string }>(
      this.t.deps.db,
      sql`select table_name as "table", column_name as "column" from information_schema.columns
          where table_schema = 'public' and data_type in ('text', 'character varying')
          and column_name not similar to '%(hash|token|secret|password|bytes)%'`,
    );
    const owned = new Map(this.tenancy.tables.map((t) => [t.name, t]));
    const parts = columns
      .filter((c) => owned.has(c.table))
      .map((c) => {
        const owner = owned.get(c.table)!;
        const q = (s: string) => `"${s.replace(/"/g, '""')}"`;
        return `select '${c.table}.${c.column}' as c, ${q(c.column)}::text as v from ${q(c.table)} where (${owner.owner(this.a.companyId)}) or (${owner.owner(this.b.companyId)})`;
      });
    if (!parts.length) return [];
    // Ordered by column first, so that a column of random values only reorders itself; random values
    // (file keys, a company's code) are left out: a seed picks the same texts in every run.
    const rows = await rowsOf<{ v: string }>(
      this.t.deps.db,
      sql.raw(`select distinct c, v from (${parts.join(' union all ')}) x where v is not null and length(v) between 1 and 200 order by c, v limit 400`),
    );
    const random = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$|^(?=.*\d)(?=.*[A-Z])[A-Z0-9]{8,}$/i;
    return rows.map((r) => r.v).filter((v) => !random.test(v));
  }

  /** The operator's token (its account made on first use); "" in self-hosted mode, where the operator's routes are off. */
  private async operatorToken(): Promise<string> {
    const { deps } = this.t;
    if (deps.config.DEPLOYMENT_MODE !== 'saas') return '';
    if (!this.session?.operator) await setOperatorPassword(deps, OPERATOR.username, OPERATOR.password);
    return (await operatorSignIn(deps, OPERATOR.username, OPERATOR.password, '127.0.0.1')).access;
  }

  private async signIn() {
    const [owner] = await this.t.deps.db
      .select({ username: accounts.username, version: accounts.tokenVersion })
      .from(accounts)
      .where(eq(accounts.id, this.a.ownerId));
    const res = await call(this.t.app, 'POST', '/api/token/', { body: { username: owner!.username, password: PASSWORD } });
    let pair: { access: string; refresh: string };
    if (res.statusCode === 200) pair = res.json() as { access: string; refresh: string };
    else {
      // Signing in is fuzzed too (and may be throttled): a session made as the sign-in makes it.
      this.repairs.push(`sign-in answered ${res.statusCode}: tokens minted directly`);
      pair = await sessionOf(this.t.deps, this.a.ownerId);
    }
    const id = (await this.t.deps.tokens.verify(pair.access, 'access'))!.session;
    this.session = {
      token: pair.access,
      refresh: pair.refresh,
      operator: await this.operatorToken(),
      version: owner!.version,
      id,
      projects: { a: this.a.projectId, a2: this.a.secondProjectId, b: this.b.projectId },
    };
  }

  /**
   * Makes sure that A's super admin can still work in A's project; repairs what a request broke.
   * Returns what was repaired (null when nothing was).
   */
  async ensure(options: { refill?: boolean } = {}): Promise<string | null> {
    const db = this.t.deps.db;
    const [state] = await rowsOf<{
      active: boolean;
      role: string;
      version: number;
      scoped: boolean;
      password: boolean;
      project: boolean;
      second: boolean;
      live: boolean;
    }>(
      db,
      sql`select a.is_active as active, a.role, a.token_version as version, a.department_scoped as scoped, a.password_hash = ${this.hash} as password,
            exists(select 1 from refresh_tokens r where r.jti = ${this.session.id} and r.revoked_at is null) as live,
            exists(select 1 from projects p where p.id = ${this.a.projectId} and p.company_id = a.company_id) as project,
            exists(select 1 from projects p where p.id = ${this.a.secondProjectId} and p.company_id = a.company_id) as second
          from accounts a where a.id = ${this.a.ownerId}`,
    );
    let repair: string | null = null;
    // Earlier operations deleted every row of some table: the next operation gets a full company A again.
    const emptied = options.refill && state ? [...this.seeded].filter((t) => !this.pools.a.ids.get(t)?.length) : [];
    if (!state || !state.project || emptied.length) {
      repair = !state
        ? 'company A was deleted: re-seeded'
        : !state.project
          ? "company A's project was deleted: company A re-seeded"
          : `company A re-seeded (no more ${emptied.join(', ')})`;
      this.generation += 1;
      this.a = await seedCompany(this.t, `fuzza${this.generation}`, PASSWORD, this.hash);
    } else {
      if (!state.second) this.a.secondProjectId = (await addProject(this.t.deps, this.a.companyId, `Fuzz A project ${this.generation}`)).id;
      if (!state.active || state.role !== 'super_admin' || state.scoped || !state.password) {
        repair = `A's owner repaired (active=${state.active}, role=${state.role}, scoped=${state.scoped}, password kept=${state.password})`;
        await db
          .update(accounts)
          .set({ isActive: true, role: 'super_admin', departmentScoped: false, passwordHash: this.hash })
          .where(eq(accounts.id, this.a.ownerId));
      } else if (state.version !== this.session.version) repair = "A's owner's tokens were revoked: signed in again";
      else if (!state.live) repair = "A's owner's session ended (logout, or a spent refresh token sent again): signed in again";
    }
    if (repair || !state?.second) {
      if (repair) this.repairs.push(repair);
      await this.signIn();
      await this.refresh();
    }
    return repair;
  }
}
