import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { migratedImage } from '../test/helpers/migrated.ts';

/**
 * Writes the OpenAPI document that /api/docs/json serves to the file named by the first argument
 * (`npm run lint:openapi` lints it with Redocly, ADR 26). The app is built on an empty in-memory
 * database, without listening and without the job queue's workers.
 */
async function main() {
  const target = process.argv[2];
  if (!target) throw new Error('usage: tsx packages/server/scripts/openapi-document.ts <file.json>');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'performa-openapi-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    JOBS: 'off',
  });
  const database = await openDatabase({ kind: 'pglite', dir: null, image: await migratedImage() });
  try {
    const { app } = await buildApp(config, database);
    await app.ready();
    mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
    writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
    await app.close();
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
