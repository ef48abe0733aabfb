/**
 * Messages that the server sends and the web app shows: validation and error texts.
 * The wording of docs/product.md §9.2 is kept word for word in English.
 * Keys are referenced from zod schemas ("validation.required") and from AppError codes.
 * Each language is a module of its own (messages/en.ts, az.ts, ru.ts): the web app loads only the reader's
 * (ADR 40); the server takes them all from here.
 */
import { az } from './messages/az.ts';
import { en } from './messages/en.ts';
import { ru } from './messages/ru.ts';

export const messages = { en, az, ru } as const;
