import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** access and refresh: a company account's (ADR 3); operator: the platform operator's (ADR 34), accepted by no company route. */
export type TokenType = 'access' | 'refresh' | 'operator';

export interface TokenClaims {
  accountId: number;
  type: TokenType;
  /** The account's token version when issued: bumping it revokes every token at once. */
  version: number;
  jti: string;
  /**
   * The sign-in (session) the token belongs to: the id of its family of refresh tokens, the
   * refresh_tokens row (ADR 3). Every token of one sign-in carries it; ending the session stops them all.
   */
  session: string;
  issuedAt: Date;
  expiresAt: Date;
}

/**
 * What a token may be given instead of fresh values: its id and times. A refresh token that
 * replaces another keeps its family's end (`expiresAt`), and the same fields give the same token
 * again, byte for byte (HS256 is deterministic): the grace of ADR 3 answers with it.
 */
export interface TokenFields {
  jti?: string;
  issuedAt?: Date;
  expiresAt?: Date;
}

export interface TokenSigner {
  sign(type: TokenType, accountId: number, version: number, session: string, fields?: TokenFields): Promise<TokenClaims & { token: string }>;
  /** The claims of a valid, unexpired token of the given type; null for anything else. */
  verify(token: string, type: TokenType): Promise<TokenClaims | null>;
}

const ISSUER = 'performa';

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
/** Token and session ids are UUIDs (the columns of refresh_tokens). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function createTokenSigner(secret: string, ttlSeconds: Record<TokenType, number>): TokenSigner {
  // Imported once per process as a CryptoKey: given bytes, jose imports them into WebCrypto again on every sign and verify.
  const imported = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
  return {
    async sign(type, accountId, version, session, fields = {}) {
      const jti = fields.jti ?? randomUUID();
      const iat = seconds(fields.issuedAt ?? new Date());
      const exp = fields.expiresAt ? seconds(fields.expiresAt) : iat + ttlSeconds[type];
      const token = await new SignJWT({ typ: type, ver: version, sid: session })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(accountId))
        .setIssuer(ISSUER)
        .setJti(jti)
        .setIssuedAt(iat)
        .setExpirationTime(exp)
        .sign(await imported);
      return { token, accountId, type, version, jti, session, issuedAt: new Date(iat * 1000), expiresAt: new Date(exp * 1000) };
    },
    async verify(token, type) {
      try {
        const { payload } = await jwtVerify(token, await imported, { issuer: ISSUER, algorithms: ['HS256'] });
        const accountId = Number(payload.sub);
        if (payload.typ !== type || !Number.isInteger(accountId) || typeof payload.ver !== 'number' || !payload.jti || !payload.exp) {
          return null;
        }
        // A refresh token issued before sessions were named (ADR 3, amended) is the first of its own family;
        // an access token must name its session.
        const session = typeof payload.sid === 'string' ? payload.sid : type === 'refresh' ? payload.jti : null;
        if (!session || !UUID.test(session) || !UUID.test(payload.jti)) return null;
        return {
          accountId,
          type,
          version: payload.ver,
          jti: payload.jti,
          session,
          issuedAt: new Date((payload.iat ?? 0) * 1000),
          expiresAt: new Date(payload.exp * 1000),
        };
      } catch {
        return null;
      }
    },
  };
}
