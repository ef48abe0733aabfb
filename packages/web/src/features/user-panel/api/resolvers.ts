import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordSchema, profileBodySchema } from '@performa/contracts/api/employees';

/** The user panel's form resolvers, from the shared schemas (loaded with the panel only). */
export const profileResolver = zodResolver(profileBodySchema);
export const changePasswordResolver = zodResolver(changePasswordSchema);
