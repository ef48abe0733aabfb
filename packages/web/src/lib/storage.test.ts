import { describe, expect, it } from 'vitest';
import { LOCAL_KEYS, SESSION_KEYS, localStore, sessionStore } from './storage.ts';
import { tokens } from './tokens.ts';

describe('storage keys (docs/product.md §9.4)', () => {
  it('names every local and session storage key as docs/product.md §9.4 does', () => {
    expect(LOCAL_KEYS).toEqual({ access: 'access', refresh: 'refresh', lang: 'lang', open: 'open', project: 'project' });
    expect(SESSION_KEYS).toEqual({ openSubmenus: 'openSubmenus', operatorAccess: 'operatorAccess' });
  });

  it('keeps the tokens under access and refresh and forgets both on clear', () => {
    tokens.store({ access: 'a1', refresh: 'r1' });
    expect(window.localStorage.getItem('access')).toBe('a1');
    expect(window.localStorage.getItem('refresh')).toBe('r1');

    tokens.store({ access: 'a2' });
    expect(tokens.access()).toBe('a2');
    expect(tokens.refresh()).toBe('r1');

    tokens.clear();
    expect(window.localStorage.getItem('access')).toBeNull();
    expect(window.localStorage.getItem('refresh')).toBeNull();
  });

  it('reads a broken session value as the fallback', () => {
    window.sessionStorage.setItem('openSubmenus', '{not json');
    expect(sessionStore.getJson('openSubmenus', ['x'])).toEqual(['x']);
    localStore.set('lang', 'az');
    expect(window.localStorage.getItem('lang')).toBe('az');
  });
});
