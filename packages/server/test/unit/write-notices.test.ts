import { describe, expect, it } from 'vitest';
import { noticeOf, parseNotice } from '../../src/db/write-notices.ts';

/** The payload of a write told to the other processes (ADRs 43, 46). */
describe('write notices', () => {
  it('carry the company, and the persons of a write narrowed to them', () => {
    expect(parseNotice(noticeOf('p1', 12))).toEqual({ from: 'p1', companyId: 12 });
    expect(parseNotice(noticeOf('p1', 12, [3, 4]))).toEqual({ from: 'p1', companyId: 12, persons: [3, 4] });
  });

  it('make a notice whose persons cannot be read a wide one', () => {
    expect(parseNotice('p1:12:3,x')).toEqual({ from: 'p1', companyId: 12 });
    expect(parseNotice('p1:12:')).toEqual({ from: 'p1', companyId: 12 });
  });
});
