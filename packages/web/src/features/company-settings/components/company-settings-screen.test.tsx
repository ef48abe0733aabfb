import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '../../../components/layout/top-bar.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, ME, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { CompanySettingsScreen } from './company-settings-screen.tsx';

const COMPANY = {
  id: 1,
  company_name: 'Acme',
  industry: 'Retail',
  address: '1 Main Street',
  phone: '',
  linkedin: '',
  logo: null as string | null,
};

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

async function open(extra: Record<string, FakeHandler> = {}, logo: string | null = null) {
  storeTokens();
  const company = { ...COMPANY, logo };
  const api = installFakeApi(
    sessionRoutes(permissionRecord({ user_type: 'super_admin' }), {
      'GET /account/me/': () => json(200, { ...ME, company: { ...ME.company, logo: company.logo } }),
      'GET /wizard/company/': () => json(200, company),
      'POST /wizard/edit-company-logo/': () => {
        company.logo = '/api/files/1a2b';
        return json(200, company);
      },
      'DELETE /wizard/edit-company-logo/': () => {
        company.logo = null;
        return json(200, company);
      },
      ...extra,
    }),
  );
  await loadSession();
  const { router } = renderWithProviders(
    <>
      <TopBar sidebarOpen onToggleSidebar={() => {}}>
        {null}
      </TopBar>
      <CompanySettingsScreen />
    </>,
    { route: '/company-settings' },
  );
  await screen.findByTestId('company-form');
  return { api, company, router };
}

const input = (name: string) => screen.getByTestId(`company-${name}`) as HTMLInputElement;
const png = (size = 1000, type = 'image/png', name = 'logo.png') => {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};
const choose = (file: File) => fireEvent.change(screen.getByTestId('logo-input'), { target: { files: [file] } });

describe('company settings', () => {
  it('offers the translated industries for the industry, and takes the company’s own text too (docs/product.md §7.11)', async () => {
    const { api } = await open({
      'GET /wizard/industries/': () =>
        json(200, {
          industries: [
            { code: 'retail', name: 'Retail and wholesale' },
            { code: 'it_software', name: 'IT and software' },
          ],
        }),
      'PUT /wizard/company/': (request) => json(200, { ...COMPANY, ...(request.body as object) }),
    });
    const field = input('industry');
    // The stored text is kept though it is none of the list's.
    expect(field.value).toBe('Retail');
    expect(screen.getByText('Choose one from the list or type your own.')).toBeTruthy();
    fireEvent.mouseDown(field);
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'IT and software' }));
    expect(field.value).toBe('IT and software');
    fireEvent.click(screen.getByTestId('company-save'));
    expect(await screen.findByText('The company settings were saved.')).toBeTruthy();
    expect(api.callsTo('PUT /wizard/company/')[0]?.body).toMatchObject({ industry: 'IT and software' });
  });

  it('sends the changed details', async () => {
    const { api } = await open({ 'PUT /wizard/company/': (request) => json(200, { ...COMPANY, ...(request.body as object) }) });
    expect(input('company_name').value).toBe('Acme');
    const user = userEvent.setup();
    await user.clear(input('industry'));
    await user.type(input('industry'), 'Banking');
    await user.type(input('phone'), '+994 12 555 55 55');
    await user.type(input('linkedin'), 'https://www.linkedin.com/company/acme');
    fireEvent.click(screen.getByTestId('company-save'));

    expect(await screen.findByText('The company settings were saved.')).toBeTruthy();
    expect(api.callsTo('PUT /wizard/company/')[0]?.body).toEqual({
      company_name: 'Acme',
      industry: 'Banking',
      address: '1 Main Street',
      phone: '+994 12 555 55 55',
      linkedin: 'https://www.linkedin.com/company/acme',
    });
  });

  it('shows the server field errors at their fields', async () => {
    await open({
      'PUT /wizard/company/': () => json(400, { company_name: ['This name is already in use here.'], address: ['Enter a valid value.'] }),
    });
    await userEvent.type(input('address'), ', floor 2');
    fireEvent.click(screen.getByTestId('company-save'));

    await waitFor(() => expect(input('company_name').getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(input('company_name').getAttribute('aria-describedby')!)?.textContent).toBe('This name is already in use here.');
    expect(document.getElementById(input('address').getAttribute('aria-describedby')!)?.textContent).toBe('Enter a valid value.');
    expect(input('industry').getAttribute('aria-invalid')).toBe('false');
  });

  it('checks the name, phone and LinkedIn address before sending', async () => {
    const { api } = await open();
    const user = userEvent.setup();
    await user.clear(input('company_name'));
    await user.type(input('phone'), 'call me');
    await user.type(input('linkedin'), 'linkedin.com/acme');
    fireEvent.click(screen.getByTestId('company-save'));

    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getAllByText('Enter a valid value.')).toHaveLength(2);
    expect(api.callsTo('PUT /wizard/company/')).toHaveLength(0);
  });

  it('refuses an SVG or a file over 2 MB before sending it', async () => {
    const { api } = await open();
    choose(png(500, 'image/svg+xml', 'logo.svg'));
    expect(screen.getByTestId('logo-error').textContent).toBe('Upload a PNG, JPEG or WebP image.');
    choose(png(2 * 1024 * 1024 + 1));
    expect(screen.getByTestId('logo-error').textContent).toBe('The image is larger than 2 MB.');
    expect(screen.queryByTestId('logo-upload')).toBeNull();
    expect(api.callsTo('POST /wizard/edit-company-logo/')).toHaveLength(0);
  });

  it('previews, uploads the logo as multipart, and the top bar shows it', async () => {
    const { api } = await open();
    expect(screen.queryByTestId('company-logo')).toBeNull();
    const meCalls = api.callsTo('GET /account/me/').length;

    choose(png());
    expect(screen.getByTestId('logo-image').getAttribute('data-preview')).toBe('true');
    fireEvent.click(screen.getByTestId('logo-upload'));

    expect(await screen.findByText('The logo was uploaded.')).toBeTruthy();
    const upload = api.fetchMock.mock.calls.find(([url, init]) => String(url).endsWith('/edit-company-logo/') && init?.method === 'POST');
    const sent = (upload?.[1]?.body as FormData).get('file') as File;
    expect(sent.name).toBe('logo.png');
    await waitFor(() => expect(screen.getByTestId('company-logo').getAttribute('src')).toBe('/api/files/1a2b'));
    expect(api.callsTo('GET /account/me/').length).toBe(meCalls + 1);
    expect(screen.getByTestId('logo-image').getAttribute('data-preview')).toBe('false');
  });

  it('shows the server refusal of a file (field error on file, 413)', async () => {
    let answer = json(400, { file: ['Upload a PNG, JPEG or WebP image.'] });
    await open({ 'POST /wizard/edit-company-logo/': () => answer });
    choose(png(1000, 'image/png', 'fake.png'));
    fireEvent.click(screen.getByTestId('logo-upload'));
    expect((await screen.findByTestId('logo-error')).textContent).toBe('Upload a PNG, JPEG or WebP image.');

    answer = json(413, { detail: 'The request is too large.', code: 'payload_too_large' });
    fireEvent.click(screen.getByTestId('logo-upload'));
    await waitFor(() => expect(screen.getByTestId('logo-error').textContent).toBe('The image is larger than 2 MB.'));
  });

  it('removes the logo and the top bar drops it', async () => {
    const { api } = await open({}, '/api/files/old');
    expect(screen.getByTestId('company-logo').getAttribute('src')).toBe('/api/files/old');
    expect(screen.getByTestId('logo-image').querySelector('img')?.getAttribute('src')).toBe('/api/files/old');
    fireEvent.click(screen.getByTestId('logo-remove'));

    expect(await screen.findByText('The logo was removed.')).toBeTruthy();
    expect(api.callsTo('DELETE /wizard/edit-company-logo/')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByTestId('company-logo')).toBeNull());
    expect(screen.queryByTestId('logo-remove')).toBeNull();
  });

  it('speaks Azerbaijani', async () => {
    await i18n.changeLanguage('az');
    await open();
    expect(screen.getByTestId('page-title').textContent).toBe('Şirkət parametrləri');
    expect(screen.getByTestId('logo-choose').textContent).toBe('Şəkil seçin');
  });
  it('asks before leaving the page with unsaved changes; after saving it does not (docs/product.md §9.2)', async () => {
    const { router } = await open({ 'PUT /wizard/company/': (request) => json(200, { ...COMPANY, ...(request.body as object) }) });
    await waitFor(() => expect(input('company_name').value).toBe('Acme'));
    fireEvent.change(input('company_name'), { target: { value: 'Acme Group' } });
    act(() => void router.navigate('/dashboard'));
    expect(await screen.findByTestId('unsaved-changes-dialog')).toBeTruthy();
    fireEvent.click(screen.getByText('Stay'));
    await waitFor(() => expect(screen.queryByTestId('unsaved-changes-dialog')).toBeNull());
    expect(screen.getByTestId('location').textContent).toBe('/company-settings');
    fireEvent.submit(screen.getByTestId('company-form'));
    expect(await screen.findByText('The company settings were saved.')).toBeTruthy();
    act(() => void router.navigate('/dashboard'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/dashboard'));
    expect(screen.queryByTestId('unsaved-changes-dialog')).toBeNull();
  });
});
