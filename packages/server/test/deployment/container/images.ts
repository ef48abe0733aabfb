import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../../../src/paths.ts';

/**
 * The images the container test runs (ADR 41). Docker Hub is out of reach on these machines, so the
 * official bases the Dockerfile and compose.yaml name by default are replaced by stand-ins built from
 * Debian's own archive, with the same paths, users and variables:
 * - `performa-test/debian:bookworm`: Debian bookworm's minimal base (debootstrap);
 * - `performa-test/node:24`: it, with the project's pinned Node 24 and npm at the official node image's paths;
 * - `performa-test/postgres:15`: it, with Debian's PostgreSQL and the official postgres image's first start.
 * Each is built once per machine and kept in podman's store.
 */
export const IMAGES = {
  debian: 'localhost/performa-test/debian:bookworm',
  node: 'localhost/performa-test/node:24',
  postgres: 'localhost/performa-test/postgres:15',
  app: 'localhost/performa-test/app:latest',
} as const;

const HERE = path.dirname(new URL(import.meta.url).pathname);

/** podman with this test's engine settings (runc, cgroupfs, no systemd: containers.conf beside this file). */
export const podmanEnv = (): NodeJS.ProcessEnv => ({ ...process.env, CONTAINERS_CONF: path.join(HERE, 'containers.conf') });

/** Runs a command to its end, its output kept for the error; resolves with stdout. */
export function run(command: string, args: string[], options: { cwd?: string; env?: NodeJS.ProcessEnv; input?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: options.cwd ?? REPO_ROOT, env: options.env ?? podmanEnv(), stdio: ['pipe', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    child.stdin.end(options.input ?? '');
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${err.slice(-4000)}\n${out.slice(-4000)}`)),
    );
  });
}

const imageExists = (name: string) =>
  run('podman', ['image', 'exists', name]).then(
    () => true,
    () => false,
  );

/**
 * A build behind a TLS-inspecting proxy needs its certificate authority: when this machine's Node is told of
 * one (NODE_EXTRA_CA_CERTS), the build sees the same file, passed as the Dockerfile's build argument.
 */
function caArguments(): string[] {
  const ca = process.env.NODE_EXTRA_CA_CERTS;
  if (!ca || !existsSync(ca)) return [];
  return ['-v', `${ca}:/etc/ssl/performa-build-ca.crt:ro`, '--build-arg', 'NODE_EXTRA_CA_CERTS=/etc/ssl/performa-build-ca.crt'];
}

async function debianBase() {
  if (await imageExists(IMAGES.debian)) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'performa-debootstrap-'));
  try {
    await run('debootstrap', ['--variant=minbase', 'bookworm', path.join(dir, 'rootfs'), 'http://deb.debian.org/debian'], { env: process.env });
    await run('sh', ['-c', `tar -C '${path.join(dir, 'rootfs')}' -c . | podman import - ${IMAGES.debian}`]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The folder of the npm that runs here (its bin/npm-cli.js is what `npm` on the PATH points to). */
function npmPackage(): string {
  const cli = realpathSync(execFileSync('sh', ['-c', 'command -v npm']).toString().trim());
  return path.resolve(path.dirname(cli), '..');
}

async function nodeBase() {
  if (await imageExists(IMAGES.node)) return;
  const context = mkdtempSync(path.join(tmpdir(), 'performa-node-image-'));
  try {
    // The Node the project pins (ADR 35) and the npm that installs the project.
    cpSync(process.execPath, path.join(context, 'node'));
    cpSync(npmPackage(), path.join(context, 'npm'), { recursive: true });
    writeFileSync(
      path.join(context, 'Containerfile'),
      `FROM ${IMAGES.debian}
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \\
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \\
 && groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node
CMD ["node"]
`,
    );
    await run('podman', ['build', '-q', '-t', IMAGES.node, context]);
  } finally {
    rmSync(context, { recursive: true, force: true });
  }
}

async function postgresBase() {
  if (await imageExists(IMAGES.postgres)) return;
  await run('podman', ['build', '-q', '--build-arg', `DEBIAN=${IMAGES.debian}`, '-f', path.join(HERE, 'postgres.Containerfile'), '-t', IMAGES.postgres, HERE]);
}

/** The stand-in bases, then the app's image from the repository's Dockerfile (its layers cached by podman). */
export async function buildImages(): Promise<void> {
  await debianBase();
  await Promise.all([nodeBase(), postgresBase()]);
  await run('podman', ['build', ...caArguments(), '--build-arg', `BASE=${IMAGES.node}`, '-t', IMAGES.app, REPO_ROOT]);
}
