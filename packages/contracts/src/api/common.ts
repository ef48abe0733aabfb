import { z } from 'zod';

/** Field errors: HTTP 400 with `{ "field": ["message", …] }` (Django REST framework's shape, as the web client reads it: docs/product.md §8.1). */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string())).meta({ id: 'FieldErrors' });
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Every other error: `{ detail, code }`. `code` is stable; `detail` is translated per Accept-Language. */
export const errorSchema = z.object({ detail: z.string(), code: z.string() }).meta({ id: 'Error' });

/** Header that selects the project a call works in (docs/product.md §2.2). */
export const PROJECT_HEADER = 'x-project-id';
