import { zodResolver } from '@hookform/resolvers/zod';
import { frequencyBodySchema, periodBodySchema } from '@performa/contracts/api/setup';

/** The period and round forms' resolvers, from the shared schemas (messages are i18n keys). */
export const periodResolver = zodResolver(periodBodySchema);
export const roundResolver = zodResolver(frequencyBodySchema);
