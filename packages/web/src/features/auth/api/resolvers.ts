import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetBodySchema, registerBodySchema, setPasswordBodySchema, tokenBodySchema } from '@performa/contracts/api/auth';

/**
 * The form resolvers of the auth pages, from the shared schemas. Loaded on demand
 * (lib/lazy-resolver.ts) so that zod is not part of the login page's first load.
 */
export const loginResolver = zodResolver(tokenBodySchema);
export const registerResolver = zodResolver(registerBodySchema);
export const passwordResetResolver = zodResolver(passwordResetBodySchema);
export const setPasswordResolver = zodResolver(setPasswordBodySchema);
