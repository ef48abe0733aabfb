/**
 * The import check of `npm run lint` (ARCHITECTURE.md): no two folders import each other, directly or
 * round a longer loop, and no two files either. dependency-cruiser counts a folder with its subfolders
 * (services/ holds services/results/), so a subfolder may use its parent's shared files (services/context.ts).
 * Type-only imports count: a cycle of types is a cycle of the design too.
 */
const cycles = (area, path, severity) => [
  {
    name: `${area}-folder-cycle`,
    severity: severity.folders,
    comment: 'Two folders import each other: move what both need to a lower folder that neither imports back.',
    scope: 'folder',
    from: { path },
    to: { path, circular: true },
  },
  {
    name: `${area}-file-cycle`,
    severity: severity.files,
    comment: 'Two files import each other: move what both need to a third file.',
    from: { path },
    to: { path, circular: true },
  },
];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    ...cycles('server', '^packages/server/src/', { folders: 'error', files: 'error' }),
    ...cycles('contracts', '^packages/contracts/src/', { folders: 'error', files: 'error' }),
    ...cycles('web', '^packages/web/src/', { folders: 'error', files: 'error' }),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Tests and their fakes use the code from outside, as a caller does: they sit beside it, not below it.
    exclude: { path: ['\\.test\\.tsx?$', '^packages/web/src/testing/', '/testing/'] },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'default'] },
  },
};
