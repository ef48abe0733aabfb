import { randomUUID } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  accountId: number;
  type: TokenType;
  /** The account's token version when issued: bumping it revokes every token at once. */
  version: number;
  jti: string;
  expiresAt: Date;
}

export interface TokenSigner {
  sign(type: TokenType, accountId: number, version: number): Promise<TokenClaims & { token: string }>;
  /** The claims of a valid, unexpired token of the given type; null for anything else. */
  verify(token: string, type: TokenType): Promise<TokenClaims | null>;
}

const ISSUER = 'performa';

export function createTokenSigner(secret: string, ttlSeconds: Record<TokenType, number>): TokenSigner {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(type, accountId, version) {
      const jti = randomUUID();
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds[type];
      const token = await new SignJWT({ typ: type, ver: version })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(accountId))
        .setIssuer(ISSUER)
        .setJti(jti)
        .setIssuedAt(now)
        .setExpirationTime(exp)
        .sign(key);
      return { token, accountId, type, version, jti, expiresAt: new Date(exp * 1000) };
    },
    async verify(token, type) {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, algorithms: ['HS256'] });
        const accountId = Number(payload.sub);
        if (payload.typ !== type || !Number.isInteger(accountId) || typeof payload.ver !== 'number' || !payload.jti || !payload.exp) {
          return null;
        }
        return { accountId, type, version: payload.ver, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
      } catch {
        return null;
      }
    },
  };
}
