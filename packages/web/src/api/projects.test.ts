import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, storeTokens } from '../testing/fake-api.ts';
import { prefetchProjects, projectsQuery } from './projects.ts';

/** The list of whichever account the request was sent for (its refresh token names it here). */
function listPerAccount() {
  return installFakeApi({
    'GET /wizard/projects/': (request) => json(200, [{ id: request.headers.get('authorization') === 'Bearer access-1' ? 1 : 2, project_name: 'Main project' }]),
  });
}

const read = () => (projectsQuery().queryFn as unknown as () => Promise<Array<{ id: number }>>)();

describe('the project list asked for beside the session', () => {
  it('is taken by the first read only, which does not ask again', async () => {
    storeTokens('access-1', 'refresh-1');
    const api = listPerAccount();
    prefetchProjects();
    expect((await read()).map((p) => p.id)).toEqual([1]);
    expect(api.callsTo('GET /wizard/projects/')).toHaveLength(1);
    await read();
    expect(api.callsTo('GET /wizard/projects/')).toHaveLength(2);
  });

  it('is not given to another account signed in meanwhile: the read asks again', async () => {
    storeTokens('access-1', 'refresh-1');
    const api = listPerAccount();
    prefetchProjects();
    storeTokens('access-2', 'refresh-2');
    expect((await read()).map((p) => p.id)).toEqual([2]);
    expect(api.callsTo('GET /wizard/projects/')).toHaveLength(2);
  });

  it('is not taken long after it was asked for: the read asks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    storeTokens('access-1', 'refresh-1');
    const api = listPerAccount();
    prefetchProjects();
    vi.setSystemTime(Date.now() + 60_000);
    await read();
    expect(api.callsTo('GET /wizard/projects/')).toHaveLength(2);
  });

  afterEach(() => vi.useRealTimers());
});
