import { zodResolver } from '@hookform/resolvers/zod';
import type { CompanyBody } from '@performa/contracts/api/organisation';
import { companyBodySchema } from '@performa/contracts/api/organisation';
import type { Resolver } from 'react-hook-form';

/** The company form's resolver, from the shared schema (loaded with the company settings screen only). */
export const companyResolver = zodResolver(companyBodySchema) as unknown as Resolver<CompanyBody>;
