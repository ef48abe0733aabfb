import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_SETTINGS_DEFAULTS, projectSettings } from '../../src/db/schema.ts';
import { createContext, loadActor, type ServiceContext } from '../../src/services/context.ts';
import { changeProjectSettings, projectSettingsOf, saveProjectSettings } from '../../src/services/settings/project-settings.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/** The one read of a project's settings row, its defaults, and what a request keeps of it (services/settings/project-settings.ts). */

describe('the project settings row', () => {
  let t: TestApp;
  let acme: Tenant;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
  });
  afterEach(() => t.deps.db.delete(projectSettings).where(eq(projectSettings.projectId, acme.projectId)));
  afterAll(() => t.close());

  /** A request's context, as the auth plugin makes one. */
  const request = async (): Promise<ServiceContext> => createContext(t.deps, (await loadActor(t.deps, acme.owner.id))!, String(acme.projectId));

  it('reads a project that never saved any as the defaults, which are the columns’ defaults of a new row', async () => {
    const { projectId, companyId, updatedAt: _, ...unsaved } = await projectSettingsOf(await request());
    expect({ projectId, companyId }).toEqual({ projectId: acme.projectId, companyId: acme.companyId });
    expect(unsaved).toEqual(PROJECT_SETTINGS_DEFAULTS);
    await t.deps.db.insert(projectSettings).values({ projectId: acme.projectId, companyId: acme.companyId });
    const { updatedAt: __, ...made } = await projectSettingsOf(await request());
    expect(made).toEqual({ projectId, companyId, ...unsaved });
  });

  it('is read once per request, and a write of the request is what the request reads next', async () => {
    const ctx = await request();
    const first = projectSettingsOf(ctx);
    expect(projectSettingsOf(ctx)).toBe(first);
    expect((await first).coworkerCount).toBe(PROJECT_SETTINGS_DEFAULTS.coworkerCount);

    await saveProjectSettings(ctx, { coworkerCount: 5 });
    expect((await projectSettingsOf(ctx)).coworkerCount).toBe(5);

    const answer = await changeProjectSettings(ctx, async (_tx, locked) => ({ patch: { remindAfterEnd: false }, answer: locked.coworkerCount }));
    expect(answer).toBe(5);
    expect(await projectSettingsOf(ctx)).toMatchObject({ coworkerCount: 5, remindAfterEnd: false });
  });

  it('reads the row again after a failed write, and another request’s write only in a later request', async () => {
    const ctx = await request();
    await saveProjectSettings(ctx, { coworkerCount: 4 });
    const refused = changeProjectSettings(ctx, async () => {
      throw new Error('refused');
    });
    await expect(refused).rejects.toThrow('refused');
    expect((await projectSettingsOf(ctx)).coworkerCount).toBe(4);

    await saveProjectSettings(await request(), { coworkerCount: 6 });
    expect((await projectSettingsOf(ctx)).coworkerCount).toBe(4);
    expect((await projectSettingsOf(await request())).coworkerCount).toBe(6);
  });
});
