import { allows, type AccessRule, type Principal } from '@performa/contracts/access';
import { PAYMENT_PATH } from '../lib/session.ts';

/**
 * What a refused user gets: role-scoped screens send them to the dashboard (/), screens that
 * hang on a permission code (goals, competencies) show the no-access page.
 */
export type Refusal = 'home' | 'no-access';

export type AccessDecision = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'no-access' };

/**
 * The route guard's decision, from the shared rulebook (the server enforces the same rules).
 * A super admin whose only lack is the package goes to /payment.
 */
export function decideAccess(rule: AccessRule, refusal: Refusal, principal: Principal): AccessDecision {
  if (allows(rule, principal)) return { kind: 'allow' };
  if (principal.role === 'super_admin' && allows(rule, { ...principal, packageActive: true })) {
    return { kind: 'redirect', to: PAYMENT_PATH };
  }
  return refusal === 'home' ? { kind: 'redirect', to: '/' } : { kind: 'no-access' };
}
