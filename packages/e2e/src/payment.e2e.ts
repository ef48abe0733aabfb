/**
 * The package's life cycle in a real browser (docs/product.md §1.4, §1.5, §7.11, §7.12; ADR 34): a SaaS
 * registration, the plan chosen on /payment, the operator accepting it on the operator screen, the super
 * admin reaching the wizard, then the package's end sending them back to /payment, in each language.
 */
import type { Language } from '@performa/contracts/i18n/languages';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerBody } from '@performa/server/testing';
import { payments, plans, platformSettings } from '@performa/server/src/db/schema.ts';
import { activateAccount } from '@performa/server/src/services/operator/operator.ts';
import { setOperatorPassword } from '@performa/server/src/services/operator/operator-auth.ts';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { cutText, describeCutText } from './support/cut-text.ts';
import { liveApp } from './support/live.ts';
import { openInApp, signInThroughUi, switchLanguageSignedOut } from './support/session.ts';

const OPERATOR = { username: 'platform', password: 'operator-secret-1' };

/** What each run checks in its language: the industry chosen at registration, and a word of the screens. */
const RUNS: ReadonlyArray<{ lang: Language; width: number; industry: string }> = [
  { lang: 'en', width: 1280, industry: 'IT and software' },
  { lang: 'az', width: 390, industry: 'İT və proqram təminatı' },
  { lang: 'ru', width: 1280, industry: 'ИТ и программное обеспечение' },
];

const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000 + 12 * 3_600_000);

describe('payment and the operator (browser, SaaS mode)', () => {
  const live = liveApp({ DEPLOYMENT_MODE: 'saas' });

  beforeAll(async () => {
    await live.deps.db.insert(plans).values([
      { code: 'annual', names: { en: 'Annual', az: 'İllik', ru: 'Годовой' }, months: 12, price: '1200', currency: 'AZN', sortOrder: 1 },
      { code: 'quarterly', names: { en: 'Quarterly', az: 'Rüblük', ru: 'Квартальный' }, months: 3, price: '330', currency: 'AZN', sortOrder: 2 },
    ]);
    await live.deps.db
      .update(platformSettings)
      .set({ seller: 'Performa LLC', bankName: 'Kapital Bank', iban: 'AZ21NABZ00000000137010001944', swift: 'AIIBAZ2X', helpUrl: 'https://help.example.com' })
      .where(eq(platformSettings.id, 1));
    await setOperatorPassword(live.deps, OPERATOR.username, OPERATOR.password);
  });

  for (const { lang, width, industry } of RUNS) {
    it(`${lang} at ${width} px: register, request a plan, the operator accepts, the wizard opens, the end sends back to /payment`, async () => {
      const realNow = live.deps.clock.now;
      try {
        // A SaaS registration, the industry chosen from the translated list.
        const { page } = await live.open(width);
        const body = registerBody();
        await page.goto('/auth/register');
        await switchLanguageSignedOut(page, lang);
        for (const field of ['first_name', 'last_name', 'email', 'username', 'company', 'password', 'matchPassword'] as const) {
          await page.getByTestId(`register-${field}`).fill(body[field]);
        }
        await page.getByTestId('register-industry').click();
        await page.getByRole('option', { name: industry, exact: true }).click();
        expect(await page.getByTestId('register-industry').inputValue()).toBe(industry);
        await page.getByTestId('register-submit').click();
        await page.getByTestId('register-awaiting-activation').waitFor();

        // The operator activates the account; its super admin lands on /payment with no package.
        await activateAccount(live.deps, body.username);
        await signInThroughUi(page, body.username, body.password).catch(() => undefined);
        await page.waitForURL('**/payment');
        await page.getByTestId('payment-plans').waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
        await expectAccessible(page, `/payment ${lang}`);
        expect(describeCutText(await cutText(page))).toBe('');
        await screenshot(page, `payment-no-package-${width}-${lang}`);

        // Choosing a plan: a request waiting, with the reference and the bank details.
        await page.getByTestId('payment-plan-annual-choose').click();
        await page.getByTestId('payment-plan-confirm').getByTestId('confirm-button').click();
        const reference = (await page.getByTestId('payment-request-reference-value').textContent())!.trim();
        expect(reference).toMatch(/^PF-[A-Z0-9]+-\d+$/);
        await page.getByText('AZ21NABZ00000000137010001944').first().waitFor();
        await expectAccessible(page, `/payment with a request ${lang}`);
        expect(describeCutText(await cutText(page))).toBe('');
        await screenshot(page, `payment-request-${width}-${lang}`);
        const [request] = await live.deps.db.select().from(payments).where(eq(payments.reference, reference));
        expect(request).toMatchObject({ status: 'waiting', isAccepted: false, plan: 'annual' });

        // The operator, on their own screen in another browser profile, accepts it.
        const { page: operator } = await live.open(width);
        await operator.goto('/operator');
        await switchLanguageSignedOut(operator, lang);
        await operator.getByTestId('operator-username').fill(OPERATOR.username);
        await operator.getByTestId('operator-password').fill(OPERATOR.password);
        await operator.getByTestId('operator-sign-in-submit').click();
        await operator.getByTestId(`operator-payment-${request!.id}`).waitFor();
        expect(await operator.evaluate(() => [localStorage.getItem('access'), document.documentElement.lang])).toEqual([null, lang]);
        await expectAccessible(operator, `operator screen ${lang}`);
        expect(describeCutText(await cutText(operator))).toBe('');
        await screenshot(operator, `operator-payments-${width}-${lang}`);
        await operator.getByTestId(`operator-accept-${request!.id}`).click();
        await operator.getByTestId('operator-accept-dialog').getByTestId('confirm-button').click();
        await operator.getByTestId(`operator-payment-${request!.id}`).waitFor({ state: 'detached' });
        const [accepted] = await live.deps.db.select().from(payments).where(eq(payments.id, request!.id));
        expect(accepted).toMatchObject({ status: 'accepted', isAccepted: true });

        // The super admin's package is active: the payment page says so, and the wizard opens.
        await page.reload();
        await page.getByTestId('payment-current-facts').waitFor();
        await page.getByTestId('payment-history-table').getByText(reference).first().waitFor();
        await expectAccessible(page, `/payment active ${lang}`);
        expect(describeCutText(await cutText(page))).toBe('');
        await screenshot(page, `payment-active-${width}-${lang}`);
        if (lang === 'en') {
          const download = page.waitForEvent('download');
          await page.getByTestId(`payment-${request!.id}-download`).click();
          expect((await download).suggestedFilename()).toMatch(/^invoice-INV-\d{6}\.pdf$/);
        }
        await openInApp(page, '/wizard');
        expect(new URL(page.url()).pathname).toBe('/wizard');

        // The end passes while the app is open: the next call is refused and the super admin is sent to /payment.
        // /evaluate reads its list on every visit (what other screens keep for 5 minutes sends no call).
        const end = dayAfter(accepted!.endDate!);
        live.deps.clock.now = () => end;
        await openInApp(page, '/evaluate').catch(() => undefined);
        await page.waitForURL('**/payment');
        await page.getByTestId('payment-plans').waitFor();
      } finally {
        live.deps.clock.now = realNow;
      }
    });
  }
});
