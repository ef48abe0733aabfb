import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/** Project names (docs/product.md §2.2): unique in the company, trimmed and case-insensitive, on create and rename. */

let t: TestApp;
let acme: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  acme = await tenant(t, { company: 'Acme' });
});
afterAll(() => t.close());

const names = async (who = acme) => ((await who.call.get('/api/wizard/projects/')).json() as Array<{ project_name: string }>).map((p) => p.project_name);

describe('project names', () => {
  it('refuses a name another project of the company has, whatever its case and spaces, in three languages', async () => {
    expect((await acme.call.post('/api/wizard/project/', { project_name: 'Baku branch' })).statusCode).toBe(201);
    const again = await acme.call.post('/api/wizard/project/', { project_name: '  BAKU Branch ' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ project_name: ['A project with this name already exists.'] });
    expect((await acme.call.post('/api/wizard/project/', { project_name: 'baku branch' }, 'az')).json()).toEqual({
      project_name: ['Bu adda layihə artıq mövcuddur.'],
    });
    expect((await acme.call.post('/api/wizard/project/', { project_name: 'baku branch' }, 'ru')).json()).toEqual({
      project_name: ['Проект с таким названием уже существует.'],
    });
    expect((await names()).filter((n) => n.toLowerCase() === 'baku branch')).toHaveLength(1);
    // Another company may use the name.
    const globex = await tenant(t, { company: 'Globex' });
    expect((await globex.call.post('/api/wizard/project/', { project_name: 'Baku branch' })).statusCode).toBe(201);
  });

  it('refuses renaming onto another project’s name; a project keeps or recases its own', async () => {
    const ganja = (await acme.call.post('/api/wizard/project/', { project_name: 'Ganja' })).json();
    await acme.call.post('/api/wizard/project/', { project_name: 'Sumqayit' });
    const onto = await acme.call.put(`/api/wizard/project/${ganja.id}/`, { project_name: 'sumqayit' });
    expect(onto.statusCode).toBe(400);
    expect(onto.json()).toEqual({ project_name: ['A project with this name already exists.'] });
    expect((await acme.call.put(`/api/wizard/project/${ganja.id}/`, { project_name: 'Ganja' })).statusCode).toBe(200);
    expect((await acme.call.put(`/api/wizard/project/${ganja.id}/`, { project_name: 'GANJA' })).json()).toMatchObject({ project_name: 'GANJA' });
    expect(await names()).toContain('Sumqayit');
  });

  it('two creations of one name at once: one wins (the company lock)', async () => {
    const answers = await Promise.all([
      acme.call.post('/api/wizard/project/', { project_name: 'Twin' }),
      acme.call.post('/api/wizard/project/', { project_name: 'twin' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 400]);
    expect((await names()).filter((n) => n.toLowerCase() === 'twin')).toHaveLength(1);
  });
});
