import { randomInt } from 'node:crypto';
import { appendFileSync, writeFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { call, createTestApp } from '../helpers/app.ts';
import { operationsOf, type OpenApiDocument, type SentRequest } from './document.ts';
import { Fuzzer, overview, seedFor, summarize, type Failure, type OperationRun } from './fuzzer.ts';
import { validRequest } from './mutations.ts';
import { changedTables } from './tenancy.ts';
import { World } from './world.ts';

/**
 * Schema-driven fuzzing of every operation of the OpenAPI document (test/fuzz/): valid requests
 * generated from the document's schemas and invalid ones made by changing one thing in them, sent as
 * company A's super admin, or as the platform operator to the operator's routes. Every answer must be
 * documented (status, content type, schema), never a 5xx, and company B's data must come out unchanged.
 * The app runs in saas mode, the one where the operator's routes are on (ADR 34; in self-hosted mode they
 * are all 404, test/api/operator.test.ts); the world grants both companies their package as the operator does.
 *
 *   FUZZ_SEED=123 FUZZ_RUNS=200 FUZZ_OPERATION='POST /api/wizard/departments/' npx vitest run --project server-api packages/server/test/api/fuzz-*.test.ts
 *
 * FUZZ_OPERATION takes a comma-separated list; FUZZ_REPORT=<file> writes every failure as JSON, and
 * FUZZ_TRACE=<file> every request with its answer.
 *
 * The operations are split into shards by a hash of their key, one test file a shard
 * (test/api/fuzz-1.test.ts, fuzz-2.test.ts), so that the test runner's workers fuzz them side by
 * side; each shard has its own app, world and company B, and checks that it fuzzed every documented
 * operation of its share.
 */

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : randomInt(2 ** 31 - 1);
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const ONLY = process.env.FUZZ_OPERATION ? process.env.FUZZ_OPERATION.split(',').map((k) => k.trim()) : null;
const replay = (key?: string) => `replay with FUZZ_SEED=${SEED} FUZZ_RUNS=${RUNS}${key ? ` FUZZ_OPERATION='${key}'` : ''}`;

/** The shard (0 … shards − 1) an operation belongs to: stable across runs and machines. */
export const shardOf = (key: string, shards: number) => createHash('sha256').update(key).digest().readUInt32BE(0) % shards;

export async function fuzzEveryOperation(shard: number, shards: number) {
  const t = await createTestApp({
    DEPLOYMENT_MODE: 'saas',
    RATE_LIMIT_PER_MINUTE: '0',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
    // The owner's token must outlive a slow run.
    ACCESS_TOKEN_TTL_SECONDS: '3600',
  });
  const doc = (await call(t.app, 'GET', '/api/docs/json')).json() as OpenApiDocument;
  const operations = operationsOf(doc);
  const mine = operations.filter((op) => shardOf(op.key, shards) === shard);
  const selected = ONLY ? mine.filter((op) => ONLY.includes(op.key)) : mine;

  describe(`schema-driven fuzz of every operation (shard ${shard + 1} of ${shards})`, () => {
    let world: World;
    let fuzzer: Fuzzer;
    let initialB: Record<string, string>;
    const runs = new Map<string, OperationRun>();
    const failures: Failure[] = [];

    beforeAll(async () => {
      console.info(`fuzz: seed ${SEED}, ${RUNS} requests per operation, ${selected.length} of ${operations.length} operations (${replay()})`);
      world = await World.create(t);
      const tracing = process.env.FUZZ_TRACE;
      if (tracing) writeFileSync(tracing, '');
      fuzzer = new Fuzzer(t, world, doc, tracing ? (line) => appendFileSync(tracing, `${line}\n`) : undefined);
      initialB = await fuzzer.snapshotB();
      const { tables, global } = world.tenancy;
      console.info(
        `fuzz: company B's rows compared in ${tables.length} tables (${tables.map((x) => `${x.name} by ${x.via}`).join('; ')}); belonging to no company: ${global.join(', ') || 'none'}`,
      );
    }, 120_000);

    afterAll(async () => {
      if (process.env.FUZZ_REPORT) {
        const statuses = Object.fromEntries([...runs].map(([key, run]) => [key, { ms: run.ms, ...run.statuses }]));
        writeFileSync(process.env.FUZZ_REPORT, JSON.stringify({ seed: SEED, runs: RUNS, failures, statuses, repairs: world?.repairs ?? [] }, null, 2));
      }
      if (failures.length) {
        const operationsFailing = new Set(failures.map((f) => f.operation)).size;
        console.info(`fuzz: ${failures.length} failing requests in ${operationsFailing} operations; ${replay()}`);
      }
      await t.close();
    });

    it('generates only requests that the document calls valid (the fuzzer checks itself)', () => {
      const problems: string[] = [];
      for (const op of selected) {
        const header = () => null;
        for (const req of fc.sample(validRequest(op, fuzzer.context, header), { seed: seedFor(SEED, `self ${op.key}`), numRuns: 15 })) {
          const body: SentRequest['body'] =
            req.payload.kind === 'json'
              ? { kind: 'json', value: req.payload.value }
              : req.payload.kind === 'multipart'
                ? { kind: 'multipart', hasFile: true }
                : { kind: 'none' };
          const sent: SentRequest = {
            method: op.method,
            path: op.path,
            pathParams: req.pathParams,
            query: req.query,
            headers: { ...req.headers, 'x-project-id': '1' },
            body,
            anonymous: false,
          };
          const violation = fuzzer.checks.requestViolation(op, sent);
          if (violation) problems.push(`${op.key}: ${violation}`);
        }
      }
      expect(problems).toEqual([]);
    });

    it.each(selected.map((op) => [op.key, op] as const))(
      '%s',
      async (key, op) => {
        const run = await fuzzer.run(op, seedFor(SEED, key), RUNS);
        runs.set(key, run);
        failures.push(...run.failures);
        if (run.failures.length)
          throw new Error(
            `${run.failures.length} failing requests (${run.valid} valid, ${run.invalid} invalid sent):\n${summarize(run.failures)}\n${replay(key)}`,
          );
      },
      RUNS * 1500 + 30_000,
    );

    // The document's paths once, in the first shard.
    if (shard === 0)
      it('answers 405 to a method a documented path does not have', async () => {
        const problems: string[] = [];
        const templates = Object.entries(doc.paths).map(([path, item]) => ({ pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`), item }));
        for (const [path, item] of Object.entries(doc.paths)) {
          const url = path.replace(/\{\w+\}/g, String(world.a.projectId));
          // Not when another documented path has the method and matches the URL (…/frequency/generate/ is a …/frequency/{id}/).
          const elsewhere = (method: string) => templates.some((other) => other.item !== item && other.item[method.toLowerCase()] && other.pattern.test(url));
          for (const method of (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((m) => !item[m.toLowerCase()] && !elsewhere(m))) {
            const res = await call(t.app, method, url, {
              token: world.session.token,
              project: world.a.projectId,
              ...(method === 'GET' || method === 'DELETE' ? {} : { body: {} }),
            });
            if (res.statusCode !== 405) problems.push(`${method} ${path} → ${res.statusCode} ${res.body.slice(0, 80)}`);
          }
        }
        expect(problems, `${problems.length} answers are not 405:\n${problems.join('\n')}`).toEqual([]);
      });

    it.skipIf(ONLY !== null)('fuzzed every operation of the document, with valid and invalid requests', () => {
      // Straight from the document: every method of every path, whatever the fuzzer knows how to send.
      const documented = Object.entries(doc.paths)
        .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
        .filter((key) => !/^(PARAMETERS|SUMMARY|DESCRIPTION|SERVERS|\$REF) /.test(key))
        .filter((key) => shardOf(key, shards) === shard)
        .sort();
      expect([...runs.keys()].sort()).toEqual(documented);
      const thin = [...runs].filter(([, run]) => run.valid === 0 || run.invalid === 0).map(([key]) => key);
      expect(thin, 'operations that got no valid or no invalid request').toEqual([]);
    });

    it('found no failing request in any operation (the whole list)', () => {
      const failing = new Set(failures.map((f) => f.operation)).size;
      if (failures.length) throw new Error(`${failures.length} failing requests in ${failing} operations:\n${overview(failures)}\n${replay()}`);
    });

    it("leaves company B's data unchanged; B's super admin can still sign in", async () => {
      const after = await fuzzer.snapshotB();
      expect(
        changedTables(initialB, after),
        `company B's tables that changed (${world.tenancy.tables.length} compared; not compared: ${world.tenancy.global.join(', ')})`,
      ).toEqual([]);
      const res = await call(t.app, 'POST', '/api/token/', { body: { username: world.b.ownerUsername, password: world.bPassword } });
      expect(res.statusCode, res.body).toBe(200);
    });
  });
}
