import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from '../../src/paths.ts';

/**
 * The deployment tests run the server as shipped, compiled (ADR 35): it is built once before them,
 * so that they never run a build older than the sources.
 */
export default function buildServer() {
  execFileSync(process.execPath, [path.join(REPO_ROOT, 'packages/server/scripts/build.mjs')], { stdio: 'inherit' });
}
