import { zodResolver } from '@hookform/resolvers/zod';
import { categoryBodySchema } from '@performa/contracts/api/setup';

/** The category form's resolver, from the shared schema (messages are i18n keys). */
export const categoryResolver = zodResolver(categoryBodySchema);
