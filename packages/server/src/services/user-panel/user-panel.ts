import { allows, mayChangeAccount, placeInScope } from '@performa/contracts/access';
import type { ChangePassword, ProfileBody, UserPanel } from '@performa/contracts/api/employees';
import type { TokenPair } from '@performa/contracts/api/auth';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { accounts, refreshTokens } from '../../db/schema.ts';
import { FieldError, forbidden, notFound } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { ServiceContext } from '../context.ts';
import { dropPasswordLinks } from '../accounts/password-links.ts';
import { renamePerson } from '../accounts/rename.ts';
import { issueTokenPair } from '../accounts/tokens.ts';
import { readEmployeeOfAccount } from '../employees/read.ts';
import { deleteFile, fileUrl, storeImage } from '../files/files.ts';
import { departmentScope } from '../scope.ts';
import { viewerOf } from '../results/visibility.ts';
import { mayViewAnyPersonData, personOfAccount, teamOf } from './panel-person.ts';

/**
 * An account the caller may open in the user panel (docs/product.md §7.4): their own; for admins, any
 * account of the company whose employee record in the selected project lies in their department scope;
 * for anyone, a person whose goals or competencies the row rules let them read (a manager their line,
 * a user with a code the project; contracts/access.ts). Changing (`change`) another's account stays an
 * admin's (mayChangeAccount): the others read it only (403).
 */
export async function accountInReach(ctx: ServiceContext, accountId: number, change = false) {
  const [account] = await ctx.deps.db
    .select()
    .from(accounts)
    .where(and(eq(accounts.id, accountId), eq(accounts.companyId, ctx.actor.companyId)));
  if (!account) throw notFound();
  if (account.id === ctx.actor.accountId) return account;
  if (await adminReaches(ctx, accountId)) {
    // Another admin's or a super admin's profile is changed only by a super admin.
    if (change && !mayChangeAccount({ id: ctx.actor.accountId, role: ctx.actor.role }, account)) throw forbidden();
    return account;
  }
  const person = await personOfAccount(ctx, accountId);
  if (!person || !mayViewAnyPersonData(ctx, person)) throw notFound();
  if (change) throw forbidden();
  return account;
}

/** An admin with an active package reaches an account whose employee record lies in their department scope (any, unscoped). */
async function adminReaches(ctx: ServiceContext, accountId: number): Promise<boolean> {
  if (ctx.actor.role === 'user' || !ctx.actor.packageActive) return false;
  const scope = await departmentScope(ctx);
  if (scope === null) return true;
  const employee = ctx.projectId === null ? null : await readEmployeeOfAccount(ctx, accountId);
  return employee !== null && placeInScope(scope, employee.department?.id, employee.sub_department?.id);
}

export async function getUserPanel(ctx: ServiceContext, accountId: number): Promise<UserPanel> {
  const account = await accountInReach(ctx, accountId);
  const person = await personOfAccount(ctx, account.id);
  return {
    account: {
      id: account.id,
      first_name: account.firstName,
      last_name: account.lastName,
      full_name: `${account.firstName} ${account.lastName}`,
      email: account.email,
      username: account.username,
      role: account.role,
      image: fileUrl(account.image),
    },
    employee: person === null ? null : await readEmployeeOfAccount(ctx, account.id),
    relation: person?.relation ?? null,
    // The cards' rule (`activePackage`) and the results rule (`resultViewer`, ADR 23).
    results: person !== null && allows('activePackage', ctx.actor) && (await viewerOf(ctx, person.employee)) !== null,
    team: person === null ? [] : await teamOf(ctx, person),
  };
}

export async function updateProfile(ctx: ServiceContext, accountId: number, body: ProfileBody): Promise<UserPanel> {
  await accountInReach(ctx, accountId, true);
  try {
    await ctx.deps.db.transaction(async (tx) => {
      await tx
        .update(accounts)
        .set({ email: body.email })
        .where(and(eq(accounts.id, accountId), eq(accounts.companyId, ctx.actor.companyId)));
      // The account's name is the person's name in every project.
      await renamePerson(tx, { companyId: ctx.actor.companyId, accountId, firstName: body.first_name, lastName: body.last_name });
    });
  } catch (error) {
    if (isUniqueViolation(error, 'accounts_email_key')) throw new FieldError({ email: ['validation.emailTaken'] });
    throw error;
  }
  return getUserPanel(ctx, accountId);
}

/** Replaces an account's avatar (PNG, JPEG or WebP, at most 2 MB). */
export async function setAvatar(ctx: ServiceContext, accountId: number, bytes: Buffer | null): Promise<UserPanel> {
  const account = await accountInReach(ctx, accountId, true);
  await ctx.deps.db.transaction(async (tx) => {
    const image = bytes ? await storeImage(tx, ctx.actor.companyId, 'file', bytes) : null;
    await tx.update(accounts).set({ image }).where(eq(accounts.id, account.id));
    await deleteFile(tx, account.image);
  });
  return getUserPanel(ctx, accountId);
}

/**
 * Changes the caller's own password. Every other session of the account is signed out (token
 * version bumped, refresh tokens revoked); the caller gets a fresh token pair to stay signed in.
 */
export async function changePassword(ctx: ServiceContext, body: ChangePassword): Promise<TokenPair> {
  const [account] = await ctx.deps.db.select().from(accounts).where(eq(accounts.id, ctx.actor.accountId));
  if (!account || !(await verifyPassword(account.passwordHash, body.old_password))) {
    throw new FieldError({ old_password: ['validation.oldPasswordWrong'] });
  }
  const passwordHash = await hashPassword(body.new_password);
  const [updated] = await ctx.deps.db.transaction(async (tx) => {
    await tx
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(and(eq(refreshTokens.accountId, account.id), isNull(refreshTokens.revokedAt)));
    // A password set makes the account's open invitation or reset links moot (ADR 18).
    await dropPasswordLinks(tx, account.id);
    return tx
      .update(accounts)
      .set({ passwordHash, tokenVersion: sql`${accounts.tokenVersion} + 1` })
      .where(eq(accounts.id, account.id))
      .returning({ tokenVersion: accounts.tokenVersion });
  });
  return issueTokenPair(ctx.deps, { id: account.id, companyId: account.companyId, tokenVersion: updated!.tokenVersion });
}
