import { and, eq, inArray } from 'drizzle-orm';
import { dataExportChunks, dataExports } from '../../../src/db/schema.ts';
import { addPeriod } from '../../helpers/setup.ts';
import { defineArea, management, type Expected } from './harness.ts';

/**
 * The whole project's data export (docs/product.md §6.7): a period of company A and a ready export of it
 * made by A's unscoped admin, which the scoped admin does not see (its scope does not hold it) and company
 * B's super admin, sending its own project, does not find. A start begins a new export of A's period: each
 * call gets a project with none queued or running (one at a time per project); B's super admin names a
 * period of another project (400).
 */
const ofExport = (ok: number): Expected => management(ok, { scopedAdmin: 404, foreign: 404 });

const DAY_MS = 24 * 60 * 60 * 1000;

export const dataExportArea = defineArea({
  name: 'data export',
  tables: { dataExports, dataExportChunks },
  build: async (deps, scope, _targets, unique, world) => {
    const period = await addPeriod(deps, scope, [`Export ${unique()}`]);
    await deps.db
      .update(dataExports)
      .set({ state: 'failed' })
      .where(and(eq(dataExports.projectId, scope.projectId), inArray(dataExports.state, ['queued', 'running'])));
    const now = new Date();
    const [made] = await deps.db
      .insert(dataExports)
      .values({
        ...scope,
        periodId: period.id,
        accountId: world.actors.admin,
        requesterName: 'Unscoped Admin',
        departmentIds: null,
        language: 'en',
        state: 'ready',
        progress: 100,
        size: 4,
        filename: 'export-data.xlsx',
        finishedAt: now,
        expiresAt: new Date(now.getTime() + 7 * DAY_MS),
      })
      .returning();
    await deps.db.insert(dataExportChunks).values({ exportId: made!.id, projectId: scope.projectId, seq: 0, bytes: Buffer.from('PK\u0003\u0004') });
    return { period: period.id, export: made!.id };
  },
  rows: [
    {
      method: 'POST',
      route: '/api/wizard/export-data/',
      request: (c) => ({ url: '/api/wizard/export-data/', body: { period: c.area.period } }),
      expect: management(201, { foreign: 400 }),
      project: true,
      fresh: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/export-data/',
      request: () => ({ url: '/api/wizard/export-data/' }),
      expect: management(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/export-data/:id/',
      request: (c) => ({ url: `/api/wizard/export-data/${c.area.export}/` }),
      expect: ofExport(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/export-data/:id/file/',
      request: (c) => ({ url: `/api/wizard/export-data/${c.area.export}/file/` }),
      expect: ofExport(200),
      project: true,
    },
  ],
});
