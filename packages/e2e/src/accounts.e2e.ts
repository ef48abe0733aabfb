/**
 * Accounts in a real browser against the real app (docs/product.md §7.1, §7.2, ADR 18): an invitation
 * read from the outbox and followed to a password and a sign-in; "Forgot password?" the same way, at
 * phone width in Azerbaijani; a failed then successful sign-in leaves no error toast; the language
 * chosen on one device is found on another.
 */
import { desc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { accounts, outboxEmails } from '@performa/server/src/db/schema.ts';
import { addDepartment, scopeAdmin, addEmployee, createCompany, PASSWORD } from '@performa/server/testing';
import { linkWorkSettled } from '@performa/server/src/services/accounts/password-links.ts';
import { createContext, loadActor } from '@performa/server/src/services/context.ts';
import { inviteAccounts } from '@performa/server/src/services/accounts/password-links.ts';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { liveApp, type Live } from './support/live.ts';
import { signInThroughUi, switchLanguageSignedOut } from './support/session.ts';

const NEW_PASSWORD = 'fresh-password-2030';

/** The newest email to an address, read from the app's outbox table. */
async function latestEmail(live: Live, to: string) {
  await linkWorkSettled(live.deps);
  const [email] = await live.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, to)).orderBy(desc(outboxEmails.id)).limit(1);
  if (!email) throw new Error(`no email to ${to}`);
  return email;
}

/** The path of the set-password link in an email (the app's own address is the test server's, not APP_URL). */
function linkPath(text: string): string {
  const match = /\/auth\/set-password\?token=[\w-]+/.exec(text);
  if (!match) throw new Error('no set-password link in the email');
  return match[0];
}

async function setPasswordThroughLink(page: Page, path: string) {
  await page.goto(path);
  await page.getByTestId('set-password-password').fill(NEW_PASSWORD);
  await page.getByTestId('set-password-confirm').fill(NEW_PASSWORD);
}

describe('accounts (browser)', () => {
  const live = liveApp();

  it('an invitation email leads to a password and a signed-in shell; its link works once', async () => {
    const company = await createCompany(live.deps, { company: 'Invite Co' });
    const person = await addEmployee(live.deps, company, { firstName: 'Nigar', lastName: 'Huseynova' });
    await live.deps.db.update(accounts).set({ passwordHash: '!' }).where(eq(accounts.id, person.account.id));
    const ctx = await createContext(live.deps, (await loadActor(live.deps, company.owner.id))!, undefined);
    expect(await inviteAccounts(ctx, [person.account.id])).toBe(1);

    const email = await latestEmail(live, person.account.email);
    expect(email.subject).toBe('You are invited to Performa');
    const path = linkPath(email.textBody);

    const { page } = await live.open(1280);
    await setPasswordThroughLink(page, path);
    await page.getByText('Welcome to Performa').waitFor();
    await page.getByText(`Choose the password of the account “${person.account.username}”.`).waitFor();
    await expectAccessible(page, 'set password (invitation)');
    await screenshot(page, 'accounts-set-password-1280');
    await page.getByTestId('set-password-submit').click();
    await page.getByTestId('sidebar').waitFor();
    await page.getByText('Your password is set. You are signed in.').waitFor();

    // The same link again: expired or used, with the way to a new one.
    const { page: again } = await live.open(1280);
    await again.goto(path);
    await again.getByTestId('set-password-invalid').waitFor();
    // And the new password signs in.
    await signInThroughUi(again, person.account.username, NEW_PASSWORD);
  });

  it('"Forgot password?" at phone width in Azerbaijani: the emailed link sets a new password', async () => {
    const company = await createCompany(live.deps, { company: 'Reset Co' });
    const person = await addEmployee(live.deps, company, { firstName: 'Rauf' });
    const { page } = await live.open(390);
    await page.goto('/auth/login');
    await switchLanguageSignedOut(page, 'az');
    await page.getByTestId('forgot-password-link').click();
    await page.getByText('Şifrəni unutmusunuz?').first().waitFor();
    await page.getByTestId('forgot-email').fill(person.account.email);
    await expectAccessible(page, 'forgot password');
    await page.getByTestId('forgot-submit').click();
    await page.getByTestId('forgot-sent').waitFor();
    await screenshot(page, 'accounts-forgot-sent-390-az');

    // The account has no language of its own: the email is in the language of the page that asked.
    const email = await latestEmail(live, person.account.email);
    expect(email.subject).toBe('Yeni Performa şifrəsi təyin edin');
    await setPasswordThroughLink(page, linkPath(email.textBody));
    await page.getByText('Yeni şifrə təyin edin').first().waitFor();
    await screenshot(page, 'accounts-set-password-390-az');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await page.getByTestId('set-password-submit').click();
    await page.getByTestId('sidebar').waitFor({ state: 'attached' });
    await page.getByText('Şifrəniz təyin edildi. Siz daxil oldunuz.').waitFor();
  });

  it('a failed sign-in’s error toast is gone after the successful one', async () => {
    const company = await createCompany(live.deps, { company: 'Toast Co' });
    const { page } = await live.open(1280);
    await page.goto('/auth/login');
    await page.getByTestId('login-username').fill(company.owner.username);
    await page.getByTestId('login-password').fill('wrong-password');
    await page.getByTestId('login-submit').click();
    const failed = page.getByText('No active user found with that username and password.');
    await failed.waitFor();
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.getByText('You have signed in successfully').waitFor();
    await failed.waitFor({ state: 'detached' });
    await screenshot(page, 'accounts-signed-in-no-error-toast');
  });

  it('the language chosen on one device is the one found on another', async () => {
    const company = await createCompany(live.deps, { company: 'Language Co' });
    const { page: laptop } = await live.open(1280);
    await signInThroughUi(laptop, company.owner.username, PASSWORD);
    await laptop.getByTestId('language-selector').click();
    await laptop.getByTestId('language-option-ru').click();
    await expect
      .poll(async () => (await live.deps.db.select({ language: accounts.language }).from(accounts).where(eq(accounts.id, company.owner.id)))[0]?.language)
      .toBe('ru');

    // Another browser profile, which has never seen a language choice: English until the sign-in.
    const { page: phone } = await live.open(390);
    await phone.goto('/auth/login');
    expect(await phone.getByTestId('login-submit').textContent()).toBe('Sign in');
    await phone.getByTestId('login-username').fill(company.owner.username);
    await phone.getByTestId('login-password').fill(PASSWORD);
    await phone.getByTestId('login-submit').click();
    await phone.getByTestId('sidebar').waitFor({ state: 'attached' });
    await expect.poll(() => phone.evaluate(() => document.documentElement.lang)).toBe('ru');
    expect(await phone.evaluate(() => localStorage.getItem('lang'))).toBe('ru');
    await screenshot(phone, 'accounts-language-other-device-390');
  });

  it('admin settings: codes with their meaning, one Save for the table, the empty-scope note in full', async () => {
    const company = await createCompany(live.deps, { company: 'Settings Co' });
    const sales = await addDepartment(live.deps, company, 'Sales');
    const user = await addEmployee(live.deps, company, { firstName: 'Leyla', lastName: 'Aliyeva' });
    const admin = await addEmployee(live.deps, company, { role: 'admin', firstName: 'Kamran', lastName: 'Aliyev' });
    await scopeAdmin(live.deps, admin.account.id, []);
    for (const width of [390, 1280]) {
      const { page } = await live.open(width);
      await signInThroughUi(page, company.owner.username, PASSWORD);
      await page.goto('/admin-settings');
      await page.getByTestId(`permission-row-${admin.account.id}`).waitFor();
      // The note under an empty scope is shown whole, not cut off.
      const note = page.getByText('No department: this admin reaches none');
      expect(await note.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await expectAccessible(page, `admin settings permissions (${width})`);
      await screenshot(page, `accounts-admin-settings-${width}`);
      if (width !== 1280) continue;

      await page.getByTestId(`permission-${user.account.id}-dge`).check();
      await page.getByTestId(`permission-${admin.account.id}-departments`).click();
      await page.getByRole('option', { name: 'Sales' }).click();
      await page.keyboard.press('Escape');
      await page.getByTestId('permissions-save').click();
      await page.getByText('The permissions were saved.').waitFor();
      const rows = await live.deps.db.select({ id: accounts.id, permissions: accounts.permissions, scoped: accounts.departmentScoped }).from(accounts);
      expect(rows.find((r) => r.id === user.account.id)?.permissions).toEqual(['dge']);
      await page.getByTestId(`permission-row-${admin.account.id}`).getByText('Sales').waitFor();
      expect(sales.id).toBeGreaterThan(0);
    }
    // The same screen in Russian at phone width.
    const { page } = await live.open(390);
    await page.goto('/auth/login');
    await switchLanguageSignedOut(page, 'ru');
    await signInThroughUi(page, company.owner.username, PASSWORD);
    await page.goto('/admin-settings');
    await page.getByTestId('permission-legend').getByText('Редактировать цели отдела').waitFor();
    await screenshot(page, 'accounts-admin-settings-390-ru');
  });
});
