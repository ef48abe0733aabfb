import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, fieldErrorsSchema } from '@performa/contracts/api/common';
import type { AppDeps } from '../services/deps.ts';

export type ApiInstance = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;

/** A group of routes: registered under /api by app.ts. */
export type RouteModule = (app: ApiInstance, deps: AppDeps) => void;

/** The error answers every authenticated route can give, for the OpenAPI document. */
export const authErrors = {
  401: errorSchema.describe('Not signed in, or the access token is invalid or expired'),
  403: errorSchema.describe('The caller’s role, permission codes or package do not allow this'),
  404: errorSchema.describe('Not found, or belongs to another company'),
} as const;

export const fieldErrors = { 400: fieldErrorsSchema.describe('Field errors: { field: [message, …] }') } as const;

export const conflict = { 409: errorSchema.describe('Refused in the current state (the detail says why)') } as const;
export const noContent = { 204: z.null().describe('Done') } as const;
