import { zodResolver } from '@hookform/resolvers/zod';
import { projectBodySchema } from '@performa/contracts/api/organisation';

/** The project form's resolver, from the shared schema (loaded with the projects screen only). */
export const projectResolver = zodResolver(projectBodySchema);
