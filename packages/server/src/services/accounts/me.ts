import type { LanguageBody, Me, PermissionRecord } from '@performa/contracts/api/auth';
import { isLanguage } from '@performa/contracts/i18n/languages';
import { PERMISSION_CODES, type PermissionCode } from '@performa/contracts/access';
import { and, eq } from 'drizzle-orm';
import { accounts, companies } from '../../db/schema.ts';
import { AppError } from '../../lib/errors.ts';
import { fileUrl } from '../files/files.ts';
import type { ServiceContext } from '../context.ts';

/** The current user's account record (docs/product.md §2.4). */
export async function getMe(ctx: ServiceContext): Promise<Me> {
  const [row] = await ctx.deps.db
    .select({
      id: accounts.id,
      firstName: accounts.firstName,
      lastName: accounts.lastName,
      image: accounts.image,
      email: accounts.email,
      companyId: companies.id,
      companyName: companies.companyName,
      companyLogo: companies.logo,
      language: accounts.language,
    })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(and(eq(accounts.id, ctx.actor.accountId), eq(accounts.companyId, ctx.actor.companyId)));
  if (!row) throw new AppError(404, 'profile_not_found', 'errors.profileNotFound');
  return {
    id: row.id,
    full_name: `${row.firstName} ${row.lastName}`.trim(),
    image: fileUrl(row.image),
    user: { email: row.email, id: row.id },
    company: { company_name: row.companyName, id: row.companyId, logo: fileUrl(row.companyLogo) },
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
  const [company] = await ctx.deps.db.select({ code: companies.code }).from(companies).where(eq(companies.id, ctx.actor.companyId));
  return {
    code: company?.code ?? '',
    permission: ctx.actor.permissions.filter((p): p is PermissionCode => (PERMISSION_CODES as readonly string[]).includes(p)),
    user_type: ctx.actor.role,
    package: ctx.actor.packageActive ? 'yes' : 'no',
    all_departments: ctx.actor.scope.all_departments,
    departments: [...ctx.actor.scope.departments],
  };
}
