import { mayChangeAccount } from '@performa/contracts/access';
import type { InvitationLink } from '@performa/contracts/api/employees';
import { and, eq } from 'drizzle-orm';
import { accounts } from '../../db/schema.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { NO_PASSWORD } from '../../lib/passwords.ts';
import { issueInvitationLink, linkAccountColumns } from '../accounts/password-links.ts';
import type { ServiceContext } from '../context.ts';
import { getEmployee } from '../scope.ts';

/**
 * "Copy invitation link" of the users list (docs/product.md §2.9, ADR 28): a fresh one-time link to set
 * the password of an employee who has none yet, answered to the admin instead of emailed, so that
 * people can be invited where no mail server is configured. The reach of changing the employee: in the
 * caller's department scope (else 404), another admin's account only for a super admin (403). A person
 * who has set a password is refused (409: they use "Forgot password?"), an inactive account is not
 * found (404), as "Resend invitation" does. The person's older links stop working.
 */
export async function employeeInvitationLink(ctx: ServiceContext, employeeId: number): Promise<InvitationLink> {
  const employee = await getEmployee(ctx, employeeId);
  const [account] = await ctx.deps.db
    .select({
      ...linkAccountColumns,
      role: accounts.role,
      isActive: accounts.isActive,
      passwordHash: accounts.passwordHash,
    })
    .from(accounts)
    .where(and(eq(accounts.id, employee.accountId), eq(accounts.companyId, ctx.actor.companyId)));
  if (!account || !account.isActive) throw notFound();
  if (!mayChangeAccount({ id: ctx.actor.accountId, role: ctx.actor.role }, account)) throw forbidden();
  if (account.passwordHash !== NO_PASSWORD) throw new AppError(409, 'password_already_set', 'errors.passwordAlreadySet');
  const { link, expiresAt } = await issueInvitationLink(ctx, account);
  return { link, expires_at: expiresAt.toISOString() };
}
