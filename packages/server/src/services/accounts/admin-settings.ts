import type { PermissionAccount, PermissionBody } from '@performa/contracts/api/employees';
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

/** Sets an account's permission codes and (for an admin) department scope. */
export async function setPermissions(ctx: ServiceContext, accountId: number, body: PermissionBody): Promise<PermissionAccount> {
  const account = await companyAccount(ctx, accountId);
  if (account.id === ctx.actor.accountId) throw new AppError(409, 'self_change', 'errors.selfChange');
  // Only an admin has a scope; it is what the body says, never inferred from an empty list.
  const scoped = account.role === 'admin' && !body.all_departments;
  const wanted = scoped ? body.departments : [];
  if (wanted.length) {
    const found = await ctx.deps.db
      .select({ id: departments.id })
      .from(departments)
      .where(and(inArray(departments.id, wanted), eq(departments.companyId, ctx.actor.companyId)));
    if (found.length !== new Set(wanted).size) throw new FieldError({ departments: ['validation.notFoundRef'] });
  }
  await ctx.deps.db.transaction(async (tx) => {
    await tx.update(accounts).set({ permissions: body.permissions, departmentScoped: scoped }).where(eq(accounts.id, account.id));
    await tx.delete(accountDepartments).where(eq(accountDepartments.accountId, account.id));
    if (wanted.length)
      await tx
        .insert(accountDepartments)
        .values([...new Set(wanted)].map((departmentId) => ({ accountId: account.id, departmentId, companyId: account.companyId })));
  });
  return writtenAccount(ctx, account.id);
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
