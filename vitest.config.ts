import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/**
 * One runner, several projects: `npm test` runs them all (scripts/test.sh). Two test files at a time,
 * also on a 2-core machine (Vitest's default there is one): API and browser tests wait on the database
 * and the browser more than they compute.
 */
/**
 * Vitest starts the files it has no timings for (a fresh clone) largest first. The browser's
 * accessibility sweeps are small files with one long test each (every screen, one after the other):
 * started last, they ran alone at the end. Long ones first, so that the workers finish together.
 */
const LONG_FILES = /\/accessibility-[^/]*\.e2e\.ts$/;
class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    return [...sorted.filter((f) => LONG_FILES.test(f.moduleId)), ...sorted.filter((f) => !LONG_FILES.test(f.moduleId))];
  }
}

/** API test files that mock a module (vi.mock), which only works in a fresh module graph. */
const MOCKING = ['test/api/token.test.ts'];

export default defineConfig({
  test: {
    maxWorkers: 2,
    sequence: { sequencer: LongFilesFirst },
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'server-unit', root: 'packages/server', include: ['test/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'server-api',
          root: 'packages/server',
          include: ['test/api/**/*.test.ts'],
          // Files that replace a module (vi.mock) need modules of their own: server-api-mocked.
          exclude: [...MOCKING],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Test files share a worker's modules instead of importing the server again (each builds its own app
          // on its own database all the same): a third less time.
          isolate: false,
        },
      },
      {
        test: {
          name: 'server-api-mocked',
          root: 'packages/server',
          include: [...MOCKING],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The server as shipped: compiled, as its own processes (several, behind a proxy, through a
          // pooler), on the machine's PostgreSQL. Once, after the build (scripts/test.sh).
          name: 'deployment',
          root: 'packages/server',
          include: ['test/deployment/**/*.test.ts'],
          exclude: ['test/deployment/container.test.ts'],
          globalSetup: ['test/deployment/build.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // The Dockerfile and compose.yaml, built and run with podman (ADR 41): minutes of image building, alone.
          name: 'container',
          root: 'packages/server',
          include: ['test/deployment/container.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 1_500_000,
        },
      },
      'packages/*/vitest.config.ts',
      {
        test: {
          name: 'e2e',
          root: 'packages/e2e',
          include: ['src/**/*.e2e.ts'],
          // Three files at a time on two cores: a test that takes 30 s alone takes 80 s or more there.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // A polled state of a page (a list refetched after a submission, say) waits as long as Playwright waits for an
          // element (support/browser.ts), not vitest's 1 s default, which a loaded machine overruns.
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
