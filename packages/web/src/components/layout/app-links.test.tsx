import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../lib/i18n.ts';
import { installFakeApi, json } from '../../testing/fake-api.ts';
import { renderWithProviders } from '../../testing/render.tsx';
import { AppLinks } from './app-links.tsx';

const LINKS = {
  help_url: 'https://help.example.com',
  terms_url: 'https://example.com/terms',
  privacy_url: 'https://example.com/privacy',
  support_email: 'support@example.com',
};

function open(links: typeof LINKS) {
  const api = installFakeApi({ 'GET /account/hyperlinks/': () => json(200, links) });
  renderWithProviders(<AppLinks />);
  return api;
}

describe('the sidebar’s links (docs/product.md §7.11)', () => {
  it('shows help, terms and privacy in a new tab and the support email, as the operator set them', async () => {
    const api = open(LINKS);
    const nav = await screen.findByRole('navigation', { name: 'Help and legal' });
    const help = within(nav).getByRole('link', { name: 'Help (opens in a new tab)' });
    expect(help.getAttribute('href')).toBe('https://help.example.com');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
    expect(within(nav).getByRole('link', { name: 'Terms (opens in a new tab)' }).getAttribute('href')).toBe('https://example.com/terms');
    expect(within(nav).getByRole('link', { name: 'Privacy (opens in a new tab)' }).getAttribute('href')).toBe('https://example.com/privacy');
    const support = within(nav).getByRole('link', { name: 'Support: support@example.com' });
    expect(support.getAttribute('href')).toBe('mailto:support@example.com');
    expect(support.getAttribute('target')).toBeNull();
    // A public read: no token is sent.
    expect(api.callsTo('GET /account/hyperlinks/')[0]!.headers.get('Authorization')).toBeNull();
  });

  it('shows only the links that are set', async () => {
    open({ ...LINKS, terms_url: '', privacy_url: '', support_email: '' });
    const nav = await screen.findByTestId('app-links');
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Help']);
  });

  it('shows nothing when the operator set none', async () => {
    const api = open({ help_url: '', terms_url: '', privacy_url: '', support_email: '' });
    await waitFor(() => expect(api.callsTo('GET /account/hyperlinks/')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('app-links')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('speaks the reader’s language (az, ru)', async () => {
    await changeLanguage('az');
    open(LINKS);
    const nav = await screen.findByRole('navigation', { name: 'Kömək və hüquqi məlumat' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Kömək', 'Şərtlər', 'Məxfilik', 'Dəstək: support@example.com']);
    await changeLanguage('ru');
    await waitFor(() => expect(screen.getByTestId('app-link-support').textContent).toBe('Поддержка: support@example.com'));
    expect(screen.getByRole('link', { name: 'Конфиденциальность (открывается в новой вкладке)' })).toBeTruthy();
  });
});
