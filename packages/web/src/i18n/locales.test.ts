import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

/** Every text of a language as loaded: the shell's, the shared messages and the screens' (the test set-up loads them all). */
const all = (lang: 'en' | 'az' | 'ru') => new Map(flatten(i18n.getResourceBundle(lang, 'translation') as Tree));

/** Texts that are the same in every language: names, codes and formats. */
const SAME_EVERYWHERE =
  /^(Performa|EN|AZ|RU|Excel|CSV|XLSX|LinkedIn|SWIFT|IBAN|Bank|Email|E-?mail|\(?\{\{[^}]+\}\}.*|[\d\s.,:/–-]*|[A-Z]{2,4}(\s·.*)?|.*(dge|dgv|dse|dsv).*)$/;

/** A plural form English has no use for (`x_few`, `x_many`) beside a counted English text (`x_other`). */
const extraPlural = (en: Map<string, string>, key: string) => /_(few|many)$/.test(key) && en.has(key.replace(/_(few|many)$/, '_other'));

describe('texts in three languages', () => {
  it('has every key in az and ru', () => {
    const en = all('en');
    for (const lang of ['az', 'ru'] as const) {
      const other = all(lang);
      expect(
        [...en.keys()].filter((k) => !other.has(k)),
        lang,
      ).toEqual([]);
      expect(
        [...other.keys()].filter((k) => !en.has(k) && !extraPlural(en, k)),
        lang,
      ).toEqual([]);
    }
  });

  it('gives every counted text (i18next plurals) the Russian forms one, few and many', () => {
    const ru = all('ru');
    const counted = [...all('en').keys()].filter((k) => k.endsWith('_other')).map((k) => k.slice(0, -'_other'.length));
    const missing = counted.flatMap((base) => ['one', 'few', 'many'].map((form) => `${base}_${form}`)).filter((k) => !ru.has(k));
    expect(missing).toEqual([]);
  });

  it('writes no number with a decimal point in az or ru: a hint’s numbers are interpolated, formatted for the reader (docs/product.md §4)', () => {
    for (const lang of ['az', 'ru'] as const) {
      const pointed = [...all(lang)].filter(([, text]) => /\d\.\d/.test(text)).map(([key, text]) => `${key}: ${text}`);
      expect(pointed, lang).toEqual([]);
    }
  });

  it('translates rather than copies the English', () => {
    const en = all('en');
    for (const lang of ['az', 'ru'] as const) {
      const other = all(lang);
      const copied = [...en].filter(([key, text]) => other.get(key) === text && !SAME_EVERYWHERE.test(text)).map(([key]) => key);
      expect(copied, `${lang}: English copies`).toEqual([]);
    }
  });
});
