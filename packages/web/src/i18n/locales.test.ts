import { describe, expect, it } from 'vitest';
import { resources } from '../lib/i18n.ts';
import { featureLocales } from '../app/feature-locales.ts';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`),
  );

const all = (lang: 'en' | 'az' | 'ru') => new Map(flatten({ ...resources[lang].translation, ...featureLocales[lang] } as unknown as Tree));

/** Texts that are the same in every language: names, codes and formats. */
const SAME_EVERYWHERE = /^(Performa|EN|AZ|RU|Excel|CSV|XLSX|LinkedIn|Email|E-?mail|\(?\{\{[^}]+\}\}.*|[\d\s.,:/–-]*|[A-Z]{2,4}(\s·.*)?|.*(dge|dgv|dse|dsv).*)$/;

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
        [...other.keys()].filter((k) => !en.has(k)),
        lang,
      ).toEqual([]);
    }
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
