import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idField, labelTranslations, MAX_ID, nonNegative, numberFrom, optionalId, pageField, parseDecimal, requiredString } from './validation.ts';

const messages = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('numbers from forms, files and query strings', () => {
  it('take a number or its decimal text (comma or point), trimmed', () => {
    expect(numberFrom().parse(12)).toBe(12);
    expect(numberFrom().parse(' 0,5 ')).toBe(0.5);
    expect(numberFrom().parse('.5')).toBe(0.5);
    expect(numberFrom().parse('-3')).toBe(-3);
    expect(numberFrom().parse('1.5E-3')).toBe(0.0015);
  });

  it('read decimal text one way everywhere (parseDecimal)', () => {
    expect(parseDecimal(' 0,4 ')).toBe(0.4);
    expect(parseDecimal('5.')).toBe(5);
    expect(parseDecimal('1E3')).toBe(1000);
    expect(parseDecimal('  ')).toBeNull();
    for (const text of ['ten', '1,2,3', '1.2.3', '0x10', '--1', 'Infinity', '1e']) expect(parseDecimal(text)).toBeNaN();
  });

  it('never read true, [] or text as a number; blank is required', () => {
    for (const value of [true, [], {}, 'ten', '1e400', 'Infinity', Number.POSITIVE_INFINITY])
      expect(messages(numberFrom(), value)).toEqual(['validation.invalid']);
    for (const value of ['', '  ', null, undefined]) expect(messages(numberFrom(), value)).toEqual(['validation.required']);
  });

  it('bound ids to what a PostgreSQL integer holds, and pages to what an offset can reach', () => {
    expect(idField().parse(String(MAX_ID))).toBe(MAX_ID);
    expect(messages(idField(), MAX_ID + 1)).toEqual(['validation.invalid']);
    expect(messages(idField(), 0)).toEqual(['validation.invalid']);
    expect(optionalId().parse(null)).toBeNull();
    expect(optionalId().parse(undefined)).toBeNull();
    expect(pageField().parse(undefined)).toBe(1);
    expect(messages(pageField(), '99999999999')).toEqual(['validation.invalid']);
    expect(messages(nonNegative(1), '-0.1')).toEqual(['validation.invalid']);
  });
});

describe('texts', () => {
  it('are limited as sent (the limit the OpenAPI document states), then stored trimmed', () => {
    expect(requiredString(5).parse(' abc ')).toBe('abc');
    expect(messages(requiredString(5), 'abcd  ')).toEqual(['validation.tooLong']);
    expect(messages(requiredString(5), '   ')).toEqual(['validation.required']);
  });

  it('a label’s translations: each language trimmed within the label’s limit; blank, null or absent is none (ADR 29)', () => {
    expect(labelTranslations(5).parse({ az: ' Əla ', ru: '  ', en: null })).toEqual({ az: 'Əla' });
    expect(labelTranslations(5).parse({ ru: 'Хорошо'.slice(0, 5), de: 'Gut' })).toEqual({ ru: 'Хорош' });
    for (const none of [undefined, null, {}]) expect(labelTranslations(5).parse(none)).toEqual({});
    expect(messages(labelTranslations(5), { en: 'toolong' })).toEqual(['validation.tooLong']);
    expect(messages(labelTranslations(5), { az: 3 })).toEqual(['validation.invalid']);
    expect(messages(labelTranslations(5), 'Əla')).toEqual(['validation.invalid']);
  });
});
