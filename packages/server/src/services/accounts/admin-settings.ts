import type { PermissionAccount, PermissionBody, PermissionChanges } from '@performa/contracts/api/employees';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import { PERMISSION_CODES, type PermissionCode } from '@performa/contracts/access';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { containsPattern } from '../../db/raw.ts';
import { accountDepartments, accounts, companies, departments } from '../../db/schema.ts';
import { AppError, FieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';

async function companyAccount(ctx: ServiceContext, accountId: number) {
  const [account] = await ctx.deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.companyId, ctx.actor.companyId)));
  if (!account) throw notFound();
  return account;
}

const isCode = (c: string): c is PermissionCode => (PERMISSION_CODES as readonly string[]).includes(c);

/** Accounts of the company with their permission codes and department scope (admin settings). */
export async function listPermissionAccounts(
  ctx: ServiceContext,
  query: { search: string; page: number; page_size: number; adminsOnly?: boolean },
): Promise<{ count: number; results: PermissionAccount[] }> {
  const like = containsPattern(query.search.trim());
  const where = and(
    eq(accounts.companyId, ctx.actor.companyId),
    eq(accounts.isActive, true),
    query.adminsOnly ? inArray(accounts.role, ['admin', 'super_admin']) : undefined,
    query.search.trim()
      ? or(
          ilike(accounts.username, like),
          ilike(accounts.firstName, like),
          ilike(accounts.lastName, like),
          ilike(sql`${accounts.firstName} || ' ' || ${accounts.lastName}`, like),
        )
      : undefined,
  );
  const [rows, [total]] = await Promise.all([
    ctx.deps.db
      .select()
      .from(accounts)
      .where(where)
      .orderBy(asc(accounts.lastName), asc(accounts.firstName), asc(accounts.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.deps.db.select({ n: count() }).from(accounts).where(where),
  ]);
  return { count: total?.n ?? 0, results: await presentAccounts(ctx, rows) };
}

/** Accounts as the admin settings show them: with their permission codes and department scope. */
async function presentAccounts(ctx: ServiceContext, rows: Array<typeof accounts.$inferSelect>): Promise<PermissionAccount[]> {
  const scopes = rows.length
    ? await ctx.deps.db
        .select({ accountId: accountDepartments.accountId, id: departments.id, name: departments.name })
        .from(accountDepartments)
        .innerJoin(departments, eq(departments.id, accountDepartments.departmentId))
        .where(
          inArray(
            accountDepartments.accountId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(departments.name))
    : [];
  return rows.map((r) => ({
    id: r.id,
    full_name: `${r.firstName} ${r.lastName}`,
    username: r.username,
    role: r.role,
    permissions: r.permissions.filter(isCode),
    all_departments: r.role !== 'admin' || !r.departmentScoped,
    departments: scopes.filter((s) => s.accountId === r.id).map((s) => ({ id: s.id, name: s.name })),
  }));
}

/** The account just written, read again by id (active or not): an answer is never built from a search. */
async function writtenAccount(ctx: ServiceContext, accountId: number): Promise<PermissionAccount> {
  const [row] = await ctx.deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.companyId, ctx.actor.companyId)));
  // Fails loudly (500) rather than answering 200 with nothing.
  if (!row) throw new Error(`account ${accountId} was written but cannot be read back`);
  const [account] = await presentAccounts(ctx, [row]);
  return account!;
}

type PermissionChange = PermissionBody & { account_id: number };

/**
 * Writes permission codes and (for an admin) department scopes of several accounts in one
 * transaction, all or nothing (docs/product.md §7.5). Another company's account: 404; the caller's
 * own: 409; a department that is not the company's: a field error named by `fieldOf(row, field)`.
 */
async function savePermissions(ctx: ServiceContext, changes: readonly PermissionChange[], fieldOf: (row: number, field: string) => string) {
  const ids = changes.map((c) => c.account_id);
  const rows = await ctx.deps.db
    .select()
    .from(accounts)
    .where(and(inArray(accounts.id, ids), eq(accounts.companyId, ctx.actor.companyId)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  if (ids.some((id) => !byId.has(id))) throw notFound();
  if (ids.includes(ctx.actor.accountId)) throw new AppError(409, 'self_change', 'errors.selfChange');
  // Only an admin has a scope; it is what the body says, never inferred from an empty list.
  const plans = changes.map((change) => {
    const account = byId.get(change.account_id)!;
    const scoped = account.role === 'admin' && !change.all_departments;
    return { account, change, scoped, wanted: scoped ? [...new Set(change.departments)] : [] };
  });
  const wantedAll = [...new Set(plans.flatMap((p) => p.wanted))];
  if (wantedAll.length) {
    const found = await ctx.deps.db
      .select({ id: departments.id })
      .from(departments)
      .where(and(inArray(departments.id, wantedAll), eq(departments.companyId, ctx.actor.companyId)));
    const known = new Set(found.map((d) => d.id));
    const fields: Record<string, MessageKey[]> = {};
    plans.forEach((p, row) => {
      if (p.wanted.some((id) => !known.has(id))) fields[fieldOf(row, 'departments')] = ['validation.notFoundRef'];
    });
    if (Object.keys(fields).length) throw new FieldError(fields);
  }
  await ctx.deps.db.transaction(async (tx) => {
    for (const { account, change, scoped, wanted } of plans) {
      await tx.update(accounts).set({ permissions: change.permissions, departmentScoped: scoped }).where(eq(accounts.id, account.id));
      await tx.delete(accountDepartments).where(eq(accountDepartments.accountId, account.id));
      if (wanted.length)
        await tx.insert(accountDepartments).values(wanted.map((departmentId) => ({ accountId: account.id, departmentId, companyId: account.companyId })));
    }
  });
}

/** Sets an account's permission codes and (for an admin) department scope. */
export async function setPermissions(ctx: ServiceContext, accountId: number, body: PermissionBody): Promise<PermissionAccount> {
  await savePermissions(ctx, [{ ...body, account_id: accountId }], (_row, field) => field);
  return writtenAccount(ctx, accountId);
}

/** The permissions table's one Save: every changed row at once, all or nothing; row errors on `changes.<index>.<field>`. */
export async function setPermissionsBulk(ctx: ServiceContext, body: PermissionChanges): Promise<{ results: PermissionAccount[] }> {
  await savePermissions(ctx, body.changes, (row, field) => `changes.${row}.${field}`);
  const results: PermissionAccount[] = [];
  for (const change of body.changes) results.push(await writtenAccount(ctx, change.account_id));
  return { results };
}

/** Makes an account of the company a super admin. */
export async function makeSuperAdmin(ctx: ServiceContext, accountId: number): Promise<PermissionAccount> {
  const account = await companyAccount(ctx, accountId);
  if (!account.isActive) throw notFound();
  await ctx.deps.db.transaction(async (tx) => {
    await tx.update(accounts).set({ role: 'super_admin', departmentScoped: false }).where(eq(accounts.id, account.id));
    await tx.delete(accountDepartments).where(eq(accountDepartments.accountId, account.id));
  });
  return writtenAccount(ctx, account.id);
}

/** Deletes the whole company (every project, account and row it owns), after a typed confirmation of its name. */
export async function deleteCompany(ctx: ServiceContext, confirmation: string): Promise<void> {
  const [company] = await ctx.deps.db.select().from(companies).where(eq(companies.id, ctx.actor.companyId));
  if (!company) throw notFound();
  if (confirmation.trim() !== company.companyName.trim()) throw new FieldError({ confirmation: ['validation.confirmationMismatch'] });
  await ctx.deps.db.delete(companies).where(eq(companies.id, company.id));
}
