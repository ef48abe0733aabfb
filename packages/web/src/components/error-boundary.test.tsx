import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser.ts';
import { i18n } from '../lib/i18n.ts';
import { ErrorBoundary } from './error-boundary.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('error boundary', () => {
  it('logs the error and shows the error screen, whose button reloads the app at /', async () => {
    await i18n.changeLanguage('az');
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {});

    render(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );

    expect(screen.getByRole('heading').textContent).toBe(i18n.t('errorBoundary.title'));
    expect(screen.getByText(i18n.t('errorBoundary.subtitle'))).toBeTruthy();
    expect(consoleError.mock.calls.some((args) => args.some((a) => a instanceof Error && a.message === 'render failed'))).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Ana səhifəyə keçin' }));
    expect(assign).toHaveBeenCalledWith('/');
  });
});
