import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
