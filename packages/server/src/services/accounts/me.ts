import type { LanguageBody, Me, PermissionRecord } from '@performa/contracts/api/auth';
import { isLanguage } from '@performa/contracts/i18n/languages';
import { PERMISSION_CODES, type PermissionCode } from '@performa/contracts/access';
import { and, eq } from 'drizzle-orm';
import { accounts, companies } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { fileUrl } from '../files/files.ts';
import type { CallerProfile, ServiceContext } from '../context.ts';

/**
 * The caller's account and company: as read with the caller on this request (ServiceContext.profile,
 * loadCaller), else read here.
 */
async function profileOf(ctx: ServiceContext): Promise<CallerProfile | null> {
  if (ctx.profile) return ctx.profile;
  const [row] = await ctx.deps.db
    .select({
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      image: accounts.image,
      email: accounts.email,
      companyName: companies.companyName,
      companyLogo: companies.logo,
      companyCode: companies.code,
      language: accounts.language,
    })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(accounts.id, ctx.actor.accountId), eq(accounts.companyId, ctx.actor.companyId)));
  return row ?? null;
}

/** The current user's account record (docs/product.md §2.4). */
export async function getMe(ctx: ServiceContext): Promise<Me> {
  const row = await profileOf(ctx);
  if (!row) throw new AppError(404, 'profile_not_found', 'errors.profileNotFound');
  const { accountId: id, companyId } = ctx.actor;
  return {
    id,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    image: fileUrl(row.image),
    user: { email: row.email, id },
    company: { company_name: row.companyName, id: companyId, logo: fileUrl(row.companyLogo) },
    language: isLanguage(row.language) ? row.language : null,
    // Without SMTP every email stays in the outbox and the log: the admin screens say so (ADR 28).
    mail_configured: Boolean(ctx.deps.config.SMTP_URL),
  };
}

/** Keeps the caller's language on their account (docs/product.md §7.2): every device applies it after sign-in, their emails use it. */
export async function setLanguage(ctx: ServiceContext, body: LanguageBody): Promise<void> {
  await ctx.deps.db
    .update(accounts)
    .set({ language: body.language })
    .where(and(eq(accounts.id, ctx.actor.accountId), eq(accounts.companyId, ctx.actor.companyId)));
}

/** The permission record (docs/product.md §2.4): the web app stores it whole and guards routes and menus by it. */
export async function getPermissionRecord(ctx: ServiceContext): Promise<PermissionRecord> {
  const profile = await profileOf(ctx);
  return {
    code: profile?.companyCode ?? '',
    permission: ctx.actor.permissions.filter((p): p is PermissionCode => (PERMISSION_CODES as readonly string[]).includes(p)),
    user_type: ctx.actor.role,
    package: ctx.actor.packageActive ? 'yes' : 'no',
    all_departments: ctx.actor.scope.all_departments,
    departments: [...ctx.actor.scope.departments],
  };
}
