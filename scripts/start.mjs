// `npm start`: builds the web app when no build is there, then runs the server (one process: API + web app).
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distIndex = path.join(root, 'packages/web/dist/index.html');

if (!process.env.WEB_DIST_DIR && !existsSync(distIndex)) {
  console.log('No web build found: building the web app once (packages/web/dist)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@performa/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// tsx as Node's loader, not its command line: the command line relays a signal to the server and
// kills it outright when the server's event loop has not answered within 30 ms (a busy PGlite), so a
// SIGTERM would skip the graceful stop that closes the data folder.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
