import { zodResolver } from '@hookform/resolvers/zod';
import { companyBodySchema } from '@performa/contracts/api/organisation';

/** The company form's resolver, from the shared schema (loaded with the company settings screen only). */
export const companyResolver = zodResolver(companyBodySchema);
