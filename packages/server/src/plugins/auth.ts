import { allows, type AccessRule } from '@performa/contracts/access';
import { PROJECT_HEADER } from '@performa/contracts/api/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, notAuthenticated, notFound, packageInactive } from '../lib/errors.ts';
import { loadCaller, selectedProject, type ServiceContext } from '../services/context.ts';
import type { AppDeps } from '../services/deps.ts';
import type { TokenClaims } from '../lib/tokens.ts';
import { operatorScreenOn, verifyOperator, type Operator } from '../services/operator/operator-auth.ts';
import { requestLanguage } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Who may call the route: 'public', a rule of the shared rulebook, or 'operator' (the platform operator's
     * token only, ADR 34). Routes without it need a signed-in caller.
     */
    access?: AccessRule | 'public' | 'operator';
  }
  interface FastifyRequest {
    ctx: ServiceContext | null;
    /** The platform operator of an operator route (ADR 34); null on every other route. */
    operator: Operator | null;
  }
}

/** The operator of an operator route. */
export function operatorOf(request: FastifyRequest): Operator {
  if (!request.operator) throw notAuthenticated();
  return request.operator;
}

/** The tenant context of an authenticated request (set by the auth hook before any handler runs). */
export function contextOf(request: FastifyRequest): ServiceContext {
  if (!request.ctx) throw notAuthenticated();
  return request.ctx;
}

/** How many verified access tokens a process keeps (a few hundred bytes each). */
const VERIFIED_TOKENS = 10_000;

/**
 * Access tokens this process has verified, by their text: a client sends the same token with every request
 * until it expires, and checking its signature again (jose, HS256) costs more CPU than the request's
 * statement. The text decides the claims (the signature covers them), so a token found here needs only its
 * expiry checked again, as jose checks it (expired once `exp` is reached, in whole seconds); everything else
 * (the account active, its token version, the session not ended) is checked on every request by loadCaller.
 * Only valid tokens are kept, the oldest dropped first, so that no input grows it past VERIFIED_TOKENS.
 */
function verifiedTokens(deps: AppDeps) {
  const kept = new Map<string, TokenClaims>();
  const live = (claims: TokenClaims) => Math.floor(Date.now() / 1000) < claims.expiresAt.getTime() / 1000;
  return async (token: string): Promise<TokenClaims | null> => {
    const known = kept.get(token);
    if (known) {
      if (live(known)) return known;
      kept.delete(token);
      return null;
    }
    const claims = await deps.tokens.verify(token, 'access');
    if (claims) {
      if (kept.size >= VERIFIED_TOKENS) kept.delete(kept.keys().next().value!);
      kept.set(token, claims);
    }
    return claims;
  };
}

/**
 * Authenticates every API request that is not public: a bearer access token of an active account
 * whose token version still matches and whose session has not ended, then the route's access rule,
 * then the selected project.
 */
export function registerAuth(app: FastifyInstance, deps: AppDeps) {
  app.decorateRequest('ctx', null);
  app.decorateRequest('operator', null);
  const verifyAccess = verifiedTokens(deps);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access ?? 'authenticated';
    if (access === 'public') return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (access === 'operator') {
      // Off in self-hosted mode; a company's token is no operator's (its type differs), nor the reverse below.
      if (!operatorScreenOn(deps)) throw notFound();
      request.operator = await verifyOperator(deps, token);
      return;
    }
    const claims = token ? await verifyAccess(token) : null;
    if (!claims) throw notAuthenticated();
    const project = selectedProject(request.headers[PROJECT_HEADER]);
    // An ended session (logout, a refresh token reused) is no caller: its access tokens stop at once (ADR 3).
    const caller = await loadCaller(deps, claims.accountId, claims.session, typeof project === 'number' ? project : null);
    if (!caller || !caller.actor.isActive || caller.actor.tokenVersion !== claims.version) throw notAuthenticated();
    const { actor } = caller;
    if (!allows(access, actor)) {
      // A rule that would pass with a package says so, so that the web app can send a super admin to /payment.
      throw allows(access, { ...actor, packageActive: true }) ? packageInactive() : forbidden();
    }
    // The selected project is the caller's company's and in their reach, or a 404 (read with the caller above).
    if (project === 'invalid' || caller.projectInReach === false) throw notFound();
    // The reader's language: the one of the server's messages, for the labels answered (ADR 29).
    request.ctx = {
      deps,
      actor,
      projectId: project,
      lang: requestLanguage(request),
      profile: caller.profile,
      ...(project === null ? {} : { settings: caller.settings }),
    };
  });
}
