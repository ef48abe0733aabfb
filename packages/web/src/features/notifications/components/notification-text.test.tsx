import type { Notification } from '@performa/contracts/api/auth';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { changeLanguage } from '../../../lib/i18n.ts';
import { useNotificationText } from './notification-text.ts';

const ending = (params: Notification['params']): Notification => ({
  id: 9,
  kind: 'package_ending',
  title: 'Stored subject',
  body: 'Stored body',
  link: '/payment',
  params,
  is_read: false,
  created_at: '2026-12-18T06:00:00.000Z',
});

const textOf = (notification: Notification) => renderHook(() => useNotificationText()).result.current(notification);

describe('the text of a package_ending notice (docs/product.md §1.4: 14 and 3 days before the end)', () => {
  it('says when the package ends and how many days are left, in English', () => {
    expect(textOf(ending({ company: 'Acme', end: '2027-01-14', days: 14 }))).toEqual({
      title: 'Your package ends in 14 days',
      body: 'The package of Acme ends on Jan 14, 2027 (14 days left). Renew it on the payment page.',
    });
  });

  it('in Azerbaijani, with the date as Azerbaijani writes it', async () => {
    await changeLanguage('az');
    expect(textOf(ending({ company: 'Acme', end: '2027-01-14', days: 3 }))).toEqual({
      title: 'Paketinizin bitməsinə 3 gün qalıb',
      body: 'Acme şirkətinin paketi 14 yan 2027 tarixində bitir (3 gün qalıb). Onu ödəniş səhifəsində yeniləyin.',
    });
  });

  it('in Russian, with the plural of the days', async () => {
    await changeLanguage('ru');
    expect(textOf(ending({ company: 'Acme', end: '2027-01-14', days: 3 }))).toEqual({
      title: 'Ваш пакет заканчивается через 3 дня',
      body: 'Пакет компании Acme заканчивается 14 янв. 2027 г. (осталось 3 дня). Продлите его на странице оплаты.',
    });
    expect(textOf(ending({ company: 'Acme', end: '2027-01-14', days: 14 })).title).toBe('Ваш пакет заканчивается через 14 дней');
  });

  it('a notice without its params shows the title and body stored in the recipient’s language', () => {
    expect(textOf(ending({ company: 'Acme', days: 3 }))).toEqual({ title: 'Stored subject', body: 'Stored body' });
  });
});
