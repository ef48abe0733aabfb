import fc from 'fast-check';
import type { TestApp } from '../helpers/app.ts';
import type { BuildContext } from './arbitraries.ts';
import { DocumentChecks, type OpenApiDocument, type Operation } from './document.ts';
import { describeRequest, send, type FuzzRequest } from './http.ts';
import { invalidRequest, unmetExpectation, validRequest } from './mutations.ts';
import { changedTables, digestOf } from './tenancy.ts';
import type { World } from './world.ts';

/** Runs the generated requests of one operation and checks every answer. */

export interface Failure {
  operation: string;
  /** Which assertion failed. */
  problem: string;
  /** The change made to a valid request (undefined: the request was valid). */
  mutation?: string;
  request: string;
  status: number;
  response: string;
}

export interface OperationRun {
  failures: Failure[];
  valid: number;
  invalid: number;
  statuses: Record<number, number>;
  repairs: string[];
  /** How long the operation took. */
  ms: number;
}

/** A seed per operation from the run's seed, so that one operation can be replayed alone. */
export function seedFor(seed: number, key: string): number {
  let h = seed | 0;
  for (const ch of key) h = Math.imul(h ^ ch.charCodeAt(0), 0x5bd1e995) ^ (h >>> 15);
  return h | 0;
}

export class Fuzzer {
  readonly checks: DocumentChecks;
  private readonly ctx: BuildContext;
  /** Company B's digest as last seen unchanged. */
  private baseline: Record<string, string> = {};

  constructor(
    private readonly t: TestApp,
    private readonly world: World,
    private readonly doc: OpenApiDocument,
    /** Receives every request and its answer (FUZZ_TRACE). */
    private readonly trace?: (line: string) => void,
  ) {
    this.checks = new DocumentChecks(doc);
    this.ctx = { components: doc.components?.schemas ?? {}, vocabulary: world.vocabulary() };
  }

  get context() {
    return this.ctx;
  }

  async snapshotB() {
    this.baseline = await digestOf(this.t.deps.db, this.world.tenancy, this.world.b.companyId);
    return this.baseline;
  }

  /** The header row of an upload's import template: the CSV that GET answers on the same path, if any. */
  private async templateHeader(op: Operation): Promise<string[] | null> {
    if (!op.upload || !this.doc.paths[op.path]?.get) return null;
    const res = await this.t.app.inject({
      method: 'GET',
      url: `${op.path}?format=csv`,
      headers: { authorization: `Bearer ${this.world.session.token}`, 'x-project-id': String(this.world.a.projectId) },
    });
    if (res.statusCode !== 200 || !/text\/csv/.test(String(res.headers['content-type']))) return null;
    const line = res.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0] ?? '';
    return line ? line.split(',').map((c) => c.replace(/^"|"$/g, '')) : null;
  }

  async run(op: Operation, seed: number, runs: number): Promise<OperationRun> {
    const result: OperationRun = { failures: [], valid: 0, invalid: 0, statuses: {}, repairs: [], ms: 0 };
    const started = Date.now();
    const repaired = (what: string | null) => what && result.repairs.push(what);
    await this.world.refresh();
    repaired(await this.world.ensure({ refill: true }));
    const header = await this.templateHeader(op);
    const valid = validRequest(op, this.ctx, () => header);
    const invalid = invalidRequest(op, valid, this.ctx, () => header);
    const requests = fc.oneof(valid, invalid);

    const property = fc.asyncProperty(requests, async (req: FuzzRequest) => {
      const { sent, answer, url } = await send(this.t.app, op.path, req, this.world.session, op.operatorToken);
      if (req.mutation) result.invalid += 1;
      else result.valid += 1;
      result.statuses[answer.status] = (result.statuses[answer.status] ?? 0) + 1;
      this.trace?.(
        `${answer.status} ${req.mutation ? `[${req.mutation}] ` : ''}${describeRequest(req, url)} → ${answer.body.slice(0, 200).replace(/\s+/g, ' ')}`,
      );
      for (const problem of [...this.checks.answerProblems(op, sent, answer), ...unmetExpectation(req, answer)]) {
        result.failures.push({
          operation: op.key,
          problem,
          mutation: req.mutation,
          request: describeRequest(req, url),
          status: answer.status,
          response: answer.body.length > 300 ? `${answer.body.slice(0, 300)}…` : answer.body,
        });
      }
      if (op.method !== 'GET') repaired(await this.world.ensure());
    });
    await fc.assert(property, { seed, numRuns: runs, endOnFailure: true });

    const after = await digestOf(this.t.deps.db, this.world.tenancy, this.world.b.companyId);
    const changed = changedTables(this.baseline, after);
    if (changed.length) {
      result.failures.push({
        operation: op.key,
        problem: `company B's data changed: ${changed.join(', ')}`,
        request: '(any request of this operation)',
        status: 0,
        response: '',
      });
      this.baseline = after;
    }
    result.ms = Date.now() - started;
    return result;
  }
}

/** A problem without the numbers that differ from request to request, to group failures by. */
const cause = (f: Failure) => `${f.operation} — ${f.problem.replace(/\d{6,}/g, 'N')}`;

/** The failures of an operation, grouped by problem: a count and a few examples (different mutations) of each. */
export function summarize(failures: Failure[], examples = 3): string {
  const groups = new Map<string, Failure[]>();
  for (const f of failures) groups.set(cause(f), [...(groups.get(cause(f)) ?? []), f]);
  return [...groups]
    .map(([key, list]) => {
      const shown = [...new Map(list.map((f) => [f.mutation ?? '', f])).values()].slice(0, examples);
      const lines = shown.map(
        (f) =>
          `    ${f.request} (${f.mutation ? `mutation: ${f.mutation}` : 'valid request'})\n      → ${f.status} ${f.response.replace(/\s+/g, ' ').slice(0, 200)}`,
      );
      const more = list.length > shown.length ? `\n    … ${list.length - shown.length} more (FUZZ_REPORT=<file> lists every one)` : '';
      return `✗ ${key} ×${list.length}\n${lines.join('\n')}${more}`;
    })
    .join('\n');
}

/** One line per operation and problem, for the whole run. */
export function overview(failures: Failure[]): string {
  const counts = new Map<string, number>();
  for (const f of failures) counts.set(cause(f), (counts.get(cause(f)) ?? 0) + 1);
  return [...counts].map(([key, n]) => `${key} ×${n}`).join('\n');
}
