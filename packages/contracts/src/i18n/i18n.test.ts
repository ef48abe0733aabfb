import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './languages.ts';
import { messages } from './messages.ts';
import { isMessageKey, translate } from './translate.ts';

describe('shared messages', () => {
  it('has every message in az and ru, translated rather than copied', () => {
    for (const [ns, group] of Object.entries(messages.en)) {
      for (const [key, english] of Object.entries(group)) {
        for (const lang of ['az', 'ru'] as const) {
          const text = (messages[lang] as Record<string, Record<string, string>>)[ns]![key];
          expect(text, `${lang}.${ns}.${key}`).toBeTruthy();
          // An acronym every language writes alike (IBAN, SWIFT) is no copy.
          if (!/^[A-Z]{2,5}$/.test(english)) expect(text, `${lang}.${ns}.${key}`).not.toBe(english);
        }
      }
    }
  });

  it('keeps the English wording of docs/product.md §9.2', () => {
    expect(translate('en', 'validation.required')).toBe('This field is required');
    expect(translate('en', 'errors.loginFailed')).toBe('No active user found with that username and password.');
    expect(translate('en', 'errors.terminateAdmin')).toBe('It is not possible to terminate system admin or super admin.');
    expect(translate('en', 'validation.weightSum100')).toBe('Sum of weights must be less or equal to 100.');
  });

  it('fills placeholders and recognises its keys', () => {
    expect(translate('ru', 'validation.tooLong', { max: 150 })).toBe('Убедитесь, что это поле содержит не более 150 символов.');
    expect(isMessageKey('validation.required')).toBe(true);
    expect(isMessageKey('validation.nope')).toBe(false);
    expect(translate('az', 'no.such')).toBe('no.such');
  });

  it('picks the best supported language of an Accept-Language header', () => {
    expect(languageFromHeader(undefined)).toBe('en');
    expect(languageFromHeader('ru-RU,ru;q=0.9,en;q=0.8')).toBe('ru');
    expect(languageFromHeader('de-DE,az;q=0.5,ru;q=0.4')).toBe('az');
    expect(languageFromHeader('fr')).toBe('en');
    expect(languageFromHeader('az;q=0,ru')).toBe('ru');
  });
});
