/**
 * "Copy invitation link" in a real browser (docs/product.md §2.9, ADR 28): on a server without a mail
 * server (the test app has no SMTP_URL), the users list says that no email is sent and marks the person
 * who has no password yet; the admin copies a fresh link from their row, the person sets a password
 * with it and is signed in; the link works once, and the list no longer marks them. At phone width in
 * Russian, the card of a person without a password carries the mark and the action.
 */
import { accounts } from '@performa/server/src/db/schema.ts';
import { addEmployee, createCompany, PASSWORD } from '@performa/server/testing';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { liveApp } from './support/live.ts';
import { chooseLanguage, signInThroughUi } from './support/session.ts';

const NEW_PASSWORD = 'invited-person-password-1';

describe('invitation links (browser)', () => {
  const live = liveApp();

  it('an admin copies a person’s invitation link; the person sets a password with it, once, and signs in', async () => {
    const company = await createCompany(live.deps, { company: 'Link Co' });
    const person = await addEmployee(live.deps, company, { firstName: 'Nigar', lastName: 'Linkova', number: 'N-1' });
    // Added without a password, as the employee form and the import add people.
    await live.deps.db.update(accounts).set({ passwordHash: '!' }).where(eq(accounts.id, person.account.id));

    const { page, context } = await live.open(1280);
    await signInThroughUi(page, company.owner.username, PASSWORD);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await page.goto('/users');
    await page.getByTestId(`employee-no-password-${person.id}`).waitFor();
    await screenshot(page, 'invitation-link-users-1280');
    // No mail server: the list says so.
    expect(await page.getByTestId('users-no-mail').textContent()).toContain('No mail server is configured');

    await page.getByTestId(`employee-copy-link-${person.id}`).click();
    const dialog = page.getByTestId('invitation-link-dialog');
    await dialog.getByTestId('invitation-link-intro').waitFor();
    await expectAccessible(page, 'the invitation link dialog, before the link is made');
    await dialog.getByTestId('invitation-link-create').click();
    const field = dialog.getByTestId('invitation-link-url');
    await field.waitFor();
    const link = await field.inputValue();
    expect(link).toMatch(/\/auth\/set-password\?token=[\w-]{43}$/);
    await dialog.getByTestId('invitation-link-single-use').waitFor();
    await expectAccessible(page, 'the invitation link dialog with its link');
    await screenshot(page, 'invitation-link-dialog-1280');

    await dialog.getByTestId('invitation-link-copy').click();
    await page.getByText('Invitation link copied').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await dialog.getByTestId('invitation-link-close').click();
    await dialog.waitFor({ state: 'detached' });

    // The person opens the link (its path: the app runs on the test server's address, not APP_URL).
    const url = new URL(link);
    const path = `${url.pathname}${url.search}`;
    const { page: invited } = await live.open(1280);
    await invited.goto(path);
    await invited.getByText('Welcome to Performa').waitFor();
    await invited.getByTestId('set-password-password').fill(NEW_PASSWORD);
    await invited.getByTestId('set-password-confirm').fill(NEW_PASSWORD);
    await invited.getByTestId('set-password-submit').click();
    await invited.getByTestId('sidebar').waitFor({ state: 'attached' });
    await invited.getByText('Your password is set. You are signed in.').waitFor();

    // Once: the same link again is expired or used.
    const { page: again } = await live.open(1280);
    await again.goto(path);
    await again.getByTestId('set-password-invalid').waitFor();
    await signInThroughUi(again, person.account.username, NEW_PASSWORD);

    // The list no longer marks the person, nor offers their link.
    await page.reload();
    await page.getByTestId(`employee-link-${person.id}`).waitFor();
    expect(await page.getByTestId(`employee-no-password-${person.id}`).count()).toBe(0);
    expect(await page.getByTestId(`employee-copy-link-${person.id}`).count()).toBe(0);
  });

  it('at phone width in Russian, the card marks the person and offers the link', async () => {
    const company = await createCompany(live.deps, { company: 'Phone Link Co' });
    const person = await addEmployee(live.deps, company, { firstName: 'Olga', lastName: 'Telefonova', number: 'T-1' });
    await live.deps.db.update(accounts).set({ passwordHash: '!' }).where(eq(accounts.id, person.account.id));
    const { page } = await live.open(390);
    await signInThroughUi(page, company.owner.username, PASSWORD);
    await chooseLanguage(page, 'ru');
    await page.goto('/users');
    const card = page.getByTestId(`employee-card-${person.id}`);
    expect(await card.getByTestId(`employee-no-password-${person.id}`).textContent()).toBe('Пароль не задан');
    await card.getByTestId(`employee-copy-link-${person.id}`).click();
    await page.getByTestId('invitation-link-create').click();
    await page.getByTestId('invitation-link-url').waitFor();
    await expectAccessible(page, 'the invitation link dialog at phone width in Russian');
    await screenshot(page, 'invitation-link-dialog-390-ru');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
