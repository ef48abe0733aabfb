import { zodResolver } from '@hookform/resolvers/zod';
import { responseScaleTemplateBodySchema } from '@performa/contracts/api/setup';

/** The template form's resolver, from the shared schema (messages are i18n keys). */
export const templateResolver = zodResolver(responseScaleTemplateBodySchema);
