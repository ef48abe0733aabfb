import { randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import type { RegisterBody, RegisterResponse } from '@performa/contracts/api/auth';
import type { Language } from '@performa/contracts/i18n/languages';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import { sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { accounts, companies, payments, projects } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { tooManyRegistrations } from '../../lib/retry-later.ts';
import { todayOf, type AppDeps } from '../deps.ts';

export const FIRST_PROJECT_NAME = 'Main project';
export const FREE_PACKAGE = { package: 'free', plan: 'self-hosted' } as const;

/**
 * Creates a company, its first project and its super admin (docs/product.md §1.5, §2.2).
 * Self-hosted: active at once with the built-in free package. SaaS: inactive, no package,
 * until a platform operator activates the account and grants a package.
 * `origin`: the caller's address when the call comes over HTTP. Each such attempt counts against
 * the registration limit of that address (it tells whether a name or email is taken); the
 * test factories call without one.
 */
export async function register(deps: AppDeps, body: RegisterBody, origin?: { address: string; now?: number; language?: Language }): Promise<RegisterResponse> {
  if (origin) await countRegistrationAttempt(deps, origin.address, origin.now);
  await assertIdentityFree(deps, body.username, body.email);
  const selfHosted = deps.config.DEPLOYMENT_MODE === 'self-hosted';
  const passwordHash = await hashPassword(body.password);
  try {
    await deps.db.transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ code: companyCode(), companyName: body.company, industry: body.industry })
        .returning({ id: companies.id });
      const companyId = company!.id;
      await tx.insert(projects).values({ companyId, projectName: FIRST_PROJECT_NAME });
      await tx.insert(accounts).values({
        companyId,
        username: body.username,
        email: body.email,
        passwordHash,
        firstName: body.first_name,
        lastName: body.last_name,
        role: 'super_admin',
        isActive: selfHosted,
        // The language the form was filled in: the activation email and every device use it (§7.2).
        language: origin?.language ?? null,
      });
      if (selfHosted) {
        await tx.insert(payments).values({
          companyId,
          ...FREE_PACKAGE,
          startDate: todayOf(deps.clock),
          isAccepted: true,
          status: 'accepted',
        });
      }
    });
  } catch (error) {
    // Two registrations racing for the same name: the unique index decides.
    if (isUniqueViolation(error, 'accounts_username_key')) throw new FieldError({ username: ['validation.usernameTaken'] });
    if (isUniqueViolation(error, 'accounts_email_key')) throw new FieldError({ email: ['validation.emailTaken'] });
    throw error;
  }
  return { success: true, active: selfHosted, username: body.username };
}

/**
 * REGISTER_MAX_PER_ADDRESS attempts per address (IPv4, or IPv6 /64 as the rate limit counts) in
 * REGISTER_WINDOW_MINUTES, a fixed window from the first; then 429 until it ends.
 */
async function countRegistrationAttempt(deps: AppDeps, address: string, now = Date.now()) {
  const counter = await deps.counters.hit(`register:${normalizeIP(address)}`, deps.config.REGISTER_WINDOW_MINUTES * 60_000, now);
  if (counter.count > deps.config.REGISTER_MAX_PER_ADDRESS) throw tooManyRegistrations(counter.expires - now);
}

async function assertIdentityFree(deps: AppDeps, username: string, email: string) {
  const taken = await deps.db
    .select({
      username: sql<boolean>`lower(${accounts.username}) = lower(${username})`,
      email: sql<boolean>`lower(${accounts.email}) = lower(${email})`,
    })
    .from(accounts)
    .where(sql`lower(${accounts.username}) = lower(${username}) or lower(${accounts.email}) = lower(${email})`);
  const fields: Record<string, MessageKey[]> = {};
  if (taken.some((r) => r.username)) fields.username = ['validation.usernameTaken'];
  if (taken.some((r) => r.email)) fields.email = ['validation.emailTaken'];
  if (Object.keys(fields).length) throw new FieldError(fields);
}

/** A short public code for the company (the permission record's `code`). */
function companyCode(): string {
  return `C${randomBytes(5).toString('hex').toUpperCase()}`;
}
