/**
 * The foundation in a real browser against the real app: redirect to login, register, sign in,
 * the sidebar per role, languages, a guarded route, logout; and the package rule of SaaS mode.
 */
import { describe, expect, it } from 'vitest';
import { createAccount, createCompany, PASSWORD, registerBody } from '@performa/server/testing';
import { screenshot } from './support/browser.ts';
import { liveApp } from './support/live.ts';
import { signInThroughUi, visibleMenu } from './support/session.ts';

const SUPER_ADMIN_MENU = [
  'menu-admin-settings',
  'menu-company-settings',
  'menu-competencies',
  'menu-corporate-board',
  'menu-dashboard',
  'menu-departments',
  'menu-evaluate',
  'menu-evaluations',
  'menu-goals',
  'menu-logout',
  'menu-my-results',
  'menu-organizational-chart',
  'menu-payment',
  'menu-performance-panel',
  'menu-periods',
  'menu-positions-chart',
  'menu-projects',
  'menu-reporting',
  'menu-settings',
  'menu-user-board',
  'menu-user-panel',
  'menu-users',
  'menu-users-group',
  'menu-wizard',
].sort();
const ADMIN_ONLY_ABSENT = ['menu-admin-settings', 'menu-company-settings', 'menu-payment', 'menu-projects', 'menu-settings', 'menu-wizard'];
const ADMIN_MENU = SUPER_ADMIN_MENU.filter((id) => !ADMIN_ONLY_ABSENT.includes(id));
const USER_MENU = ['menu-dashboard', 'menu-evaluate', 'menu-logout', 'menu-my-results', 'menu-user-board', 'menu-user-panel'].sort();

describe('foundation (browser)', () => {
  const live = liveApp();

  it('sends a visitor to the login page', async () => {
    const { page, context } = await live.open();
    await page.goto('/users');
    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-form').waitFor();
    await context.close();
  });

  it('registers a company, signs in as its super admin and sees the whole sidebar', async () => {
    const { page, context } = await live.open();
    const body = registerBody({ company: 'Caspian Logistics' });
    await page.goto('/auth/register');
    for (const field of ['first_name', 'last_name', 'email', 'username', 'company', 'industry', 'password', 'matchPassword'] as const) {
      await page.getByTestId(`register-${field}`).fill(body[field]);
    }
    await page.getByTestId('register-submit').click();
    await page.waitForURL('**/auth/login');
    expect(await page.getByTestId('login-username').inputValue()).toBe(body.username);
    await page.getByTestId('login-password').fill(body.password);
    await page.getByTestId('login-submit').click();
    await page.getByTestId('sidebar').waitFor();
    await page.getByText('You have signed in successfully').waitFor();
    expect(await page.evaluate(() => [Boolean(localStorage.getItem('access')), Boolean(localStorage.getItem('refresh'))])).toEqual([true, true]);
    await page.getByTestId('user-full-name').getByText(`${body.first_name} ${body.last_name}`).waitFor();
    expect(await visibleMenu(page)).toEqual(SUPER_ADMIN_MENU);
    await screenshot(page, 'foundation-super-admin');
    await context.close();
  });

  it('shows registration errors in the form and login failures in a toast', async () => {
    const { page, context } = await live.open();
    await page.goto('/auth/register');
    await page.getByTestId('register-email').fill('not-an-email');
    await page.getByTestId('register-password').fill('short');
    await page.getByTestId('register-matchPassword').fill('other');
    await page.getByTestId('register-submit').click();
    await page.getByText('This field is required').first().waitFor();
    await page.getByText('A valid email is required').waitFor();
    await page.getByText('A password has at least 8 characters').waitFor();
    await page.getByText('Passwords must match').waitFor();

    await page.goto('/auth/login');
    await page.getByTestId('login-username').fill('nobody');
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    await page.locator('.Toastify__toast--error').waitFor();
    expect(page.url()).toContain('/auth/login');
    await context.close();
  });

  it('shows each role its own sidebar', async () => {
    const acme = await createCompany(live.deps);
    const admin = await createAccount(live.deps, acme.companyId, { role: 'admin' });
    const user = await createAccount(live.deps, acme.companyId, { role: 'user' });
    const coder = await createAccount(live.deps, acme.companyId, { role: 'user', permissions: ['dgv', 'dse'] });
    const cases: Array<[string, string[]]> = [
      [admin.username, ADMIN_MENU],
      [user.username, USER_MENU],
      [coder.username, [...USER_MENU, 'menu-goals', 'menu-competencies'].sort()],
    ];
    for (const [username, expected] of cases) {
      const { page, context } = await live.open();
      await signInThroughUi(page, username, PASSWORD);
      expect(await visibleMenu(page), username).toEqual(expected);
      await context.close();
    }
  });

  it('switches the language to Azerbaijani and Russian and keeps the choice', async () => {
    const acme = await createCompany(live.deps);
    const { page, context } = await live.open();
    await signInThroughUi(page, acme.owner.username, PASSWORD);
    const select = async (lang: string) => {
      await page.getByTestId('language-selector').click();
      await page.getByTestId(`language-option-${lang}`).click();
    };
    await select('az');
    await page.getByTestId('menu-dashboard').getByText('İdarə paneli').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('lang'), document.documentElement.lang])).toEqual(['az', 'az']);
    await screenshot(page, 'foundation-az');
    await select('ru');
    await page.getByTestId('menu-dashboard').getByText('Панель управления').waitFor();
    await page.reload();
    await page.getByTestId('menu-dashboard').getByText('Панель управления').waitFor();
    await screenshot(page, 'foundation-ru');
    await context.close();
  });

  it('refuses a guarded route to a user and logs out to the login page', async () => {
    const acme = await createCompany(live.deps);
    const user = await createAccount(live.deps, acme.companyId, { role: 'user' });
    const { page, context } = await live.open();
    await signInThroughUi(page, user.username, PASSWORD);
    await page.goto('/users');
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/goals');
    await page.getByTestId('no-access-page').waitFor();
    await page.goto('/no/such/page');
    await page.getByTestId('not-found-page').waitFor();

    const access = await page.evaluate(() => localStorage.getItem('access'));
    await page.getByTestId('menu-logout').click();
    await page.waitForURL('**/auth/login');
    await page.getByTestId('login-form').waitFor();
    expect(await page.evaluate(() => [localStorage.getItem('access'), localStorage.getItem('refresh')])).toEqual([null, null]);
    // Logout ends the session: the access token it had stops at once, not when it expires (ADR 3).
    const me = (token: string | null) =>
      page.evaluate(async (bearer) => (await fetch('/api/account/me/', { headers: { authorization: `Bearer ${bearer}` } })).status, token);
    expect(await me(access)).toBe(401);
    await page.goto('/');
    await page.waitForURL('**/auth/login');
    await context.close();
  });

  it('keeps two tabs signed in when both renew the rotating refresh token at the same moment (ADR 3)', async () => {
    const acme = await createCompany(live.deps);
    const user = await createAccount(live.deps, acme.companyId, { role: 'user' });
    const { page, context } = await live.open();
    await signInThroughUi(page, user.username, PASSWORD);
    const second = await context.newPage();
    await second.goto('/');
    await second.getByTestId('sidebar').waitFor({ state: 'attached' });
    const first = await page.evaluate(() => localStorage.getItem('refresh'));
    // The shared access token no longer works: both tabs get a 401 and renew with the one refresh token they share.
    await page.evaluate(() => localStorage.setItem('access', 'expired'));
    await Promise.all([page.reload(), second.reload()]);
    for (const tab of [page, second]) {
      await tab.getByTestId('sidebar').waitFor({ state: 'attached' });
      await tab.getByTestId('page-title').waitFor();
      expect(new URL(tab.url()).pathname).toBe('/');
    }
    // Rotated once, not spent twice (a spent token sent again would have ended the session): the new one still renews.
    const rotated = await page.evaluate(() => localStorage.getItem('refresh'));
    expect(rotated).not.toBe(first);
    const renew = await second.evaluate(
      async (refresh) =>
        (await fetch('/api/token/refresh/', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ refresh }) })).status,
      rotated,
    );
    expect(renew).toBe(200);
    await context.close();
  });

  it('keeps the sidebar closed on a narrow screen', async () => {
    const acme = await createCompany(live.deps);
    const { page, context } = await live.open(390);
    await signInThroughUi(page, acme.owner.username, PASSWORD);
    expect(await page.getByTestId('sidebar').getAttribute('data-open')).toBe('false');
    await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId('menu-dashboard').waitFor();
    await screenshot(page, 'foundation-narrow-menu');
    await context.close();
  });
});

describe('foundation in SaaS mode (browser)', () => {
  const live = liveApp({ DEPLOYMENT_MODE: 'saas' });

  it('tells a new company to wait for activation, and sends a super admin without package to /payment', async () => {
    const { page, context } = await live.open();
    const body = registerBody();
    await page.goto('/auth/register');
    for (const field of ['first_name', 'last_name', 'email', 'username', 'company', 'industry', 'password', 'matchPassword'] as const) {
      await page.getByTestId(`register-${field}`).fill(body[field]);
    }
    await page.getByTestId('register-submit').click();
    await page.getByTestId('register-awaiting-activation').getByText('notified by email on activation').waitFor();

    const { activateAccount } = await import('@performa/server/src/services/operator/operator.ts');
    await activateAccount(live.deps, body.username);
    await signInThroughUi(page, body.username, body.password).catch(() => undefined);
    await page.waitForURL('**/payment');
    await context.close();
  });
});
