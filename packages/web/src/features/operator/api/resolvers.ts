import { zodResolver } from '@hookform/resolvers/zod';
import { operatorTokenBodySchema, planBodySchema, platformSettingsBodySchema, rejectBodySchema } from '@performa/contracts/api/payment';

/** The operator screen's form resolvers, from the shared schemas. */
export const operatorSignInResolver = zodResolver(operatorTokenBodySchema);
export const planResolver = zodResolver(planBodySchema);
export const rejectResolver = zodResolver(rejectBodySchema);
export const settingsResolver = zodResolver(platformSettingsBodySchema);
