import { INDUSTRY_CODES } from '@performa/contracts/api/payment';
import { translate } from '@performa/contracts/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSettings } from '../../src/db/schema.ts';
import { compareText } from '../../src/lib/text-order.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';

describe('the app’s links and the industries (docs/product.md §7.2, §7.11; ADR 34)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('account/hyperlinks/ answers without a token: empty until the operator sets them, then as set', async () => {
    const empty = await call(t.app, 'GET', '/api/account/hyperlinks/');
    expect(empty.statusCode, empty.body).toBe(200);
    expect(empty.json()).toEqual({ help_url: '', terms_url: '', privacy_url: '', support_email: '' });

    await t.deps.db
      .update(platformSettings)
      .set({
        helpUrl: 'https://help.example.com/',
        termsUrl: 'https://example.com/terms',
        privacyUrl: 'https://example.com/privacy',
        supportEmail: 'support@example.com',
        // Bank details are not links: they stay out of the answer.
        iban: 'AZ21NABZ00000000137010001944',
      })
      .where(eq(platformSettings.id, 1));
    const set = await call(t.app, 'GET', '/api/account/hyperlinks/');
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      help_url: 'https://help.example.com/',
      terms_url: 'https://example.com/terms',
      privacy_url: 'https://example.com/privacy',
      support_email: 'support@example.com',
    });
  });

  it('wizard/industries/ answers without a token, every industry by its name in the reader’s language, sorted, “Other” last', async () => {
    const names: Record<string, string[]> = {};
    for (const lang of ['en', 'az', 'ru'] as const) {
      const res = await call(t.app, 'GET', '/api/wizard/industries/', { lang });
      expect(res.statusCode, res.body).toBe(200);
      const list: Array<{ code: string; name: string }> = res.json().industries;
      expect(list.map((i) => i.code).sort()).toEqual([...INDUSTRY_CODES].sort());
      for (const i of list) expect(i.name).toBe(translate(lang, `industries.${i.code}` as Parameters<typeof translate>[1]));
      expect(list.at(-1)).toEqual({ code: 'other', name: translate(lang, 'industries.other') });
      const rest = list.slice(0, -1).map((i) => i.name);
      expect(rest).toEqual([...rest].sort(compareText));
      names[lang] = list.map((i) => i.name);
    }
    // Translated, not English copies: Azerbaijani and Russian name the same industries differently.
    expect(names.az).toContain('Bank və maliyyə');
    expect(names.az).not.toContain('Banking and finance');
    expect(names.ru!.filter((name) => names.en!.includes(name))).toEqual([]);
    // The list follows the language's order: "Agriculture" leads in English, not in Azerbaijani.
    expect(names.en![0]).toBe('Agriculture');
    expect(names.az![0]).not.toBe(translate('az', 'industries.agriculture'));
  });

  it('wizard/industries/ without Accept-Language is in English', async () => {
    const res = await call(t.app, 'GET', '/api/wizard/industries/');
    expect(res.statusCode).toBe(200);
    expect(res.json().industries[0]).toEqual({ code: 'agriculture', name: 'Agriculture' });
  });
});
