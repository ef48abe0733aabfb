import type { z } from 'zod';
import type { AccessRule } from '../access.ts';

/**
 * One endpoint of the API, in the route table (ARCHITECTURE.md, "The route table"): the server
 * registers it from this entry (method, path, access rule, schemas, OpenAPI text) and the web app
 * calls it through the same entry (URL built from `path` and `params`, answer parsed by `response`).
 * Renaming a path, a parameter or a field here changes both sides at once.
 */
export interface RouteDef {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Below /api, with `:name` parameters, e.g. `/goals/positionalgoal/:id/`. */
  path: `/${string}`;
  /**
   * Who may call it: a rule of contracts/access.ts, 'public' (no sign-in), or 'operator' (the platform
   * operator's own token, which no other route accepts; ADR 34).
   */
  access: AccessRule | 'public' | 'operator';
  summary: string;
  tags: readonly string[];
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * json: a JSON answer (default); download: a file of one of `produces` (exports, templates,
   * images); upload: one file sent as multipart form data (field "file").
   */
  kind?: 'json' | 'download' | 'upload';
  /** The content types of a download. */
  produces?: readonly string[];
  /** The success status and its body (null: no body, as for 204 or a download). */
  status: 200 | 201 | 204;
  response: z.ZodType | null;
  /** The error answers it documents besides the success (see answers.ts). */
  errors: Readonly<Record<number, z.ZodType>>;
}

/** Declares a route, keeping its literal types (the path, the schemas) for both sides. */
export const route = <const D extends RouteDef>(def: D): D => def;

type Maybe<T> = T extends z.ZodType ? T : undefined;

/** What a caller sends: the input types of the route's params, query and body. */
export type RouteInput<D extends RouteDef> = (Maybe<D['params']> extends z.ZodType ? { params: z.input<Maybe<D['params']>> } : { params?: undefined }) &
  (Maybe<D['query']> extends z.ZodType ? { query?: z.input<Maybe<D['query']>> } : { query?: undefined }) &
  (Maybe<D['body']> extends z.ZodType ? { body: z.input<Maybe<D['body']>> } : { body?: undefined });

/** What the web app receives: the parsed success answer (void when it has no body). */
export type RouteAnswer<D extends RouteDef> = D['response'] extends z.ZodType ? z.output<D['response']> : void;

/** What a server handler returns: the success answer before serialization. */
export type RouteResult<D extends RouteDef> = D['response'] extends z.ZodType ? z.input<D['response']> : void | null | undefined;

/** The server's view of a request to the route: parsed params, query and body. */
export interface RouteRequest<D extends RouteDef> {
  params: Maybe<D['params']> extends z.ZodType ? z.output<Maybe<D['params']>> : unknown;
  query: Maybe<D['query']> extends z.ZodType ? z.output<Maybe<D['query']>> : unknown;
  body: Maybe<D['body']> extends z.ZodType ? z.output<Maybe<D['body']>> : unknown;
}

/** `/goals/positionalgoal/:id/` with `{ id: 4 }` → `/goals/positionalgoal/4/`. A parameter without a value is an error. */
export function routePath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`route parameter "${name}" of ${path} has no value`);
    return encodeURIComponent(String(value));
  });
}

/** A query object as a query string ("" or "?a=1&b=x"): empty values are left out, lists repeat their key. */
export function queryString(query: Record<string, unknown> | undefined): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      search.append(key, String(item));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
