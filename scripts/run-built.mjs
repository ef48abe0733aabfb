// Runs a compiled entry of the server, in this process (no TypeScript tooling at run time, ADR 35):
//   node scripts/run-built.mjs main       `npm start`: the server (the web app is built first when missing)
//   node scripts/run-built.mjs operator   `npm run operator -- <command>`: the operator's command line
// What has no build yet is built once first (packages/web/dist, packages/server/dist).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [name, ...args] = process.argv.slice(2);
if (name !== 'main' && name !== 'operator') {
  console.error('usage: node scripts/run-built.mjs main|operator [arguments]');
  process.exit(2);
}

function buildOnce(what, workspace) {
  console.log(`No ${what} build found: building it once…`);
  const build = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const entry = path.join(root, `packages/server/dist/${name}.js`);
if (name === 'main' && !process.env.WEB_DIST_DIR && !existsSync(path.join(root, 'packages/web/dist/index.html'))) buildOnce('web app', '@performa/web');
if (!existsSync(entry)) buildOnce('server', '@performa/server');

// The entry reads its own arguments: it sees them as if it had been started directly.
process.argv = [process.argv[0], entry, ...args];
process.setSourceMapsEnabled(true);
await import(pathToFileURL(entry).href);
