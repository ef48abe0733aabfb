import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { loadSession } from '../lib/session.ts';
import { installFakeApi, ME, permissionRecord, sessionRoutes, storeTokens, json } from '../testing/fake-api.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { LanguageSelector } from './language-selector.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('language', () => {
  it('the top bar selector switches the visible texts, keeps the choice under lang and sets <html lang>', async () => {
    renderWithProviders(
      <>
        <LanguageSelector />
        <NotFoundPage />
      </>,
    );
    expect(screen.getByRole('heading').textContent).toBe('Page not found');

    fireEvent.mouseDown(screen.getByTestId('language-selector'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByTestId('language-option-az'));

    expect(screen.getByRole('heading').textContent).toBe('Səhifə tapılmadı');
    expect(screen.getByTestId('language-selector').textContent).toBe('AZ');
    expect(window.localStorage.getItem('lang')).toBe('az');
    expect(document.documentElement.lang).toBe('az');
  });

  it('the auth pages switch changes texts too, including the shared server messages', () => {
    renderWithProviders(
      <>
        <LanguageSwitch />
        <NotFoundPage />
      </>,
    );
    fireEvent.click(screen.getByTestId('language-switch-ru'));
    expect(screen.getByRole('heading').textContent).toBe('Страница не найдена');
    expect(screen.getByTestId('language-switch-ru').getAttribute('aria-pressed')).toBe('true');
    expect(window.localStorage.getItem('lang')).toBe('ru');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('signed in, a switch is kept on the account (docs/product.md §7.2)', async () => {
    storeTokens();
    const api = installFakeApi(sessionRoutes(permissionRecord(), { 'PUT /account/language/': () => new Response(null, { status: 204 }) }));
    await loadSession();
    renderWithProviders(<LanguageSelector />);
    fireEvent.mouseDown(screen.getByTestId('language-selector'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByTestId('language-option-ru'));
    await waitFor(() => expect(api.callsTo('PUT /account/language/')[0]?.body).toEqual({ language: 'ru' }));
  });

  it('the account’s language wins over this browser’s after sign-in (another device)', async () => {
    await i18n.changeLanguage('en');
    storeTokens();
    const api = installFakeApi(sessionRoutes(permissionRecord(), { 'GET /account/me/': () => json(200, { ...ME, language: 'az' }) }));
    await loadSession();
    expect(i18n.language).toBe('az');
    expect(window.localStorage.getItem('lang')).toBe('az');
    // Applying it is no new choice: nothing is sent back.
    expect(api.callsTo('PUT /account/language/')).toHaveLength(0);
  });
});
