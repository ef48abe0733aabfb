import { describe, expect, it } from 'vitest';
import { NOTICE_PERSONS, noticeOf, parseNotice } from '../../src/db/write-notices.ts';

/** The payload of a write told to the other processes (ADRs 43, 46). */
describe('write notices', () => {
  it('carry the company, and the persons of a write narrowed to them', () => {
    expect(parseNotice(noticeOf('p1', 12))).toEqual({ from: 'p1', companyId: 12 });
    expect(parseNotice(noticeOf('p1', 12, [3, 4]))).toEqual({ from: 'p1', companyId: 12, persons: [3, 4] });
    // A write that changed no one's results (a draft, ADR 47): the company's figures go, every card stays.
    expect(parseNotice(noticeOf('p1', 12, []))).toEqual({ from: 'p1', companyId: 12, persons: [] });
  });

  it('carry the account that made a narrowed write, whose kept answers go at once (ADR 48)', () => {
    expect(parseNotice(noticeOf('p1', 12, [3, 4], 77))).toEqual({ from: 'p1', companyId: 12, persons: [3, 4], writer: 77 });
    expect(parseNotice(noticeOf('p1', 12, [], 77))).toEqual({ from: 'p1', companyId: 12, persons: [], writer: 77 });
    // A wide write drops everything for everyone: no account is needed.
    expect(parseNotice(noticeOf('p1', 12, undefined, 77))).toEqual({ from: 'p1', companyId: 12 });
    // An account that cannot be read is unknown: the write is dropped for everyone at once.
    expect(parseNotice('p1:12:3:x')).toEqual({ from: 'p1', companyId: 12, persons: [3] });
  });

  it('make a notice whose persons cannot be read a wide one', () => {
    expect(parseNotice('p1:12:3,x')).toEqual({ from: 'p1', companyId: 12 });
    expect(parseNotice('p1:12:3,')).toEqual({ from: 'p1', companyId: 12 });
  });

  it('name no more persons than fit in a notice: a longer list is sent as a write of everything', () => {
    // Ids of 15 digits, the longest a notice reads: the most it names stays under PostgreSQL's 8,000 bytes.
    const most = Array.from({ length: NOTICE_PERSONS }, (_, i) => 100_000_000_000_000 + i);
    expect(noticeOf('0123456789abcdef0123456789abcdef0123', 123_456, most).length).toBeLessThan(8000);
    expect(parseNotice(noticeOf('p1', 12, most)).persons).toHaveLength(NOTICE_PERSONS);
    expect(parseNotice(noticeOf('p1', 12, [...most, 1]))).toEqual({ from: 'p1', companyId: 12 });
  });
});
