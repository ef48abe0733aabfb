import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { i18n, loadLanguage } from '../lib/i18n.ts';
import { sessionStore } from '../lib/session.ts';
import { takeFakeApiProblems } from './fake-api.ts';
import { setScreenWidth } from './render.tsx';

// The first render of a lazy route imports its module: allow for a slow, busy machine.
configure({ asyncUtilTimeout: 5000 });

// Every language's texts (the app loads a language when it is chosen, ADR 40): tests switch with
// i18n.changeLanguage at once.
await Promise.all([loadLanguage('az'), loadLanguage('ru')]);

beforeEach(async () => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  sessionStore.reset();
  await i18n.changeLanguage('en');
  // Changing the language stores it; each test starts with nothing stored.
  window.localStorage.clear();
  setScreenWidth(1280);
  // jsdom does not scroll.
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});

afterEach(() => {
  const problems = takeFakeApiProblems();
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  if (problems.length) throw new Error(`The fake API was used outside the route table:\n${problems.join('\n')}`);
});
