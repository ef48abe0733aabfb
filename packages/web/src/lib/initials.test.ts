import { describe, expect, it } from 'vitest';
import { initials } from './initials.ts';

describe('initials', () => {
  it('takes the first letter of the first two words, upper-cased', () => {
    expect(initials('Aysel Mammadova')).toBe('AM');
    expect(initials('leyla nur aliyeva')).toBe('LN');
    expect(initials('Əli')).toBe('Ə');
  });

  it('ignores extra white space and answers nothing for an empty name', () => {
    expect(initials('  Rauf \t  Guliyev  ')).toBe('RG');
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
  });
});
