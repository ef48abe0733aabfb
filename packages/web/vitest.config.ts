import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineProject({
  root,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    // The screens' texts, registered as the signed-in shell does (app/feature-locales.ts), then the test set-up.
    setupFiles: ['src/app/feature-locales.ts', 'src/testing/setup-tests.ts'],
    css: false,
    // Two files at a time, as the root configuration's projects (a project from its own file inherits nothing).
    maxWorkers: 2,
    // A screen's test on a loaded 2-core machine (other test files, a build) takes several times its time alone.
    testTimeout: 60_000,
    // Test files share a worker's modules (MUI, the screens) instead of importing them again: half the time.
    // Each test starts from a clean slate all the same (src/testing/setup-tests.ts resets storage, session,
    // language, timers and mocks; Testing Library unmounts).
    isolate: false,
  },
});
