// `npm run build -w @performa/server`: compiles the server to JavaScript (packages/server/dist), so that
// `npm start` runs without TypeScript tooling (ADR 35). esbuild bundles our own code, the contracts
// package included; every npm dependency stays an import of node_modules, as installed.
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const manifest = JSON.parse(readFileSync(path.join(serverRoot, 'package.json'), 'utf8'));
const external = Object.keys(manifest.dependencies)
  .filter((name) => !name.startsWith('@performa/'))
  .flatMap((name) => [name, `${name}/*`]);

const outdir = path.join(serverRoot, 'dist');
rmSync(outdir, { recursive: true, force: true });
const started = Date.now();
await build({
  absWorkingDir: serverRoot,
  // The entries sit at dist/'s top, one folder below packages/server, as src/paths.ts expects.
  entryPoints: { main: 'src/main.ts', operator: 'src/cli/operator.ts', 'pglite-worker': 'src/db/pglite-worker.ts' },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node24',
  external,
  sourcemap: true,
  // Names stay as written: error classes and pino's logs name them.
  keepNames: true,
  logLevel: 'warning',
  // Bundled CommonJS (none today) would need require: the banner gives an ES module one.
  banner: { js: "import { createRequire as __performaRequire } from 'node:module'; const require = __performaRequire(import.meta.url);" },
});
console.log(`Server compiled to ${path.relative(process.cwd(), outdir) || outdir} in ${Date.now() - started} ms`);
