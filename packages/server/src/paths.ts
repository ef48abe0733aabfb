import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the server's files are, the same from the sources (src/paths.ts) and from the compiled bundle
 * (dist/main.js): both sit one folder below packages/server, so this module must stay at src/'s top.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
export const SERVER_ROOT = path.resolve(here, '..');
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');
/** The committed SQL migrations (drizzle-kit's output). */
export const MIGRATIONS_DIR = path.join(SERVER_ROOT, 'migrations');
/** Running from the sources (this module is a .ts file) or from the build. */
const FROM_SOURCES = import.meta.url.endsWith('.ts');
/** The embedded database's thread (ADR 38): its own file, as the build writes it or as written (Node strips its types). */
export const PGLITE_WORKER = FROM_SOURCES ? path.join(SERVER_ROOT, 'src/db/pglite-worker.ts') : path.join(SERVER_ROOT, 'dist/pglite-worker.js');
