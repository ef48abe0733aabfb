/**
 * The server's test helpers as one entry, `@performa/server/testing`, for the packages that build
 * on them: the browser tests (packages/e2e) and the benchmarks (bench/). The server's own tests
 * import the helper files beside them.
 */
export * from './app.ts';
export * from './competencies.ts';
export * from './evaluations.ts';
export * from './factories.ts';
export * from './generate.ts';
export * from './generate-setup.ts';
export * from './pdf.ts';
export * from './postgres.ts';
export * from './setup.ts';
export * from './zip.ts';
export * from './server-process.ts';
