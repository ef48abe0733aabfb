import { act, render, screen } from '@testing-library/react';
import { Suspense, useState, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.ts';

/** A page module whose import settles when the test says so; the page counts its mounts. */
function deferredPage() {
  let resolve!: () => void;
  const mounts = { count: 0 };
  function Page() {
    const [mount] = useState(() => ++mounts.count);
    return <p data-testid="page">mount {mount}</p>;
  }
  const imported = new Promise<{ default: typeof Page }>((done) => {
    resolve = () => done({ default: Page });
  });
  return { importPage: () => imported, resolve: () => act(async () => resolve()), mounts };
}

const inSuspense = (Page: ComponentType, label = '') => (
  <Suspense fallback={<p data-testid="fallback" />}>
    <Page />
    {label}
  </Suspense>
);

describe('lazyPage', () => {
  it('shows the fallback until the module arrives when nothing loaded it before', async () => {
    const page = deferredPage();
    const { Page } = lazyPage(page.importPage);
    render(inSuspense(Page));
    expect(screen.getByTestId('fallback')).toBeTruthy();
    await page.resolve();
    expect((await screen.findByTestId('page')).textContent).toBe('mount 1');
  });

  it('renders at once, without the fallback, once `load` has brought the module', async () => {
    const page = deferredPage();
    const { Page, load } = lazyPage(page.importPage);
    const loading = load();
    await page.resolve();
    await loading;
    render(inSuspense(Page));
    expect(screen.queryByTestId('fallback')).toBeNull();
    expect(screen.getByTestId('page').textContent).toBe('mount 1');
  });
});
