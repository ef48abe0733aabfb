import { zodResolver } from '@hookform/resolvers/zod';
import type { ChangePassword, ProfileBody } from '@performa/contracts/api/employees';
import { changePasswordSchema, profileBodySchema } from '@performa/contracts/api/employees';
import type { Resolver } from 'react-hook-form';

/** The user panel's form resolvers, from the shared schemas (loaded with the panel only). */
export const profileResolver = zodResolver(profileBodySchema) as unknown as Resolver<ProfileBody>;
export const changePasswordResolver = zodResolver(changePasswordSchema) as unknown as Resolver<ChangePassword>;
