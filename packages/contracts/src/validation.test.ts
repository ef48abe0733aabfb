import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idField, MAX_ID, nonNegative, numberFrom, optionalId, pageField, requiredString } from './validation.ts';

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
  });

  it('never read true, [] or text as a number; blank is required', () => {
    for (const value of [true, [], {}, 'ten', '1e3', 'Infinity', Number.POSITIVE_INFINITY])
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
});
