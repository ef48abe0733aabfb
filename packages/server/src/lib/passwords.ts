import { hash, verify } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
const ARGON2ID = 2;

/** argon2id with OWASP's minimum: t=2, m=19 MiB, p=1. */
const OPTIONS = { algorithm: ARGON2ID, timeCost: 2, memoryCost: 19_456, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

/** The stored hash of an account that has no password yet (invited, ADR 18): no password matches it. */
export const NO_PASSWORD = '!';

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  // As slow as a real check, so a sign-in does not tell an account without a password apart.
  if (passwordHash === NO_PASSWORD) return verifyAgainstDummy(password);
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so an unknown username answers as slowly as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('performa-timing-equaliser');
  await verifyPassword(await dummyHash, password);
  return false;
}
