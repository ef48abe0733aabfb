import { zodResolver } from '@hookform/resolvers/zod';
import { skillBodySchema } from '@performa/contracts/api/competencies';

/** The competency form's resolver, from the shared schema (the feature is lazy: zod loads with it). */
export const skillResolver = zodResolver(skillBodySchema);
