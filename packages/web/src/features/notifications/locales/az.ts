import type { Shape } from '../../../lib/i18n.ts';
import type { en } from './en.ts';

/** The texts of en.ts in Azerbaijani. */
export const az: Shape<typeof en> = {
  notifications: {
    title: 'Bildirişlər',
    markAllRead: 'Hamısını oxunmuş et',
    empty: 'Bildirişiniz yoxdur.',
    more: 'Köhnələri göstər',
    unread: 'Oxunmayıb',
    loadFailed: 'Bildirişləri yükləmək mümkün olmadı.',
    kinds: {
      cardsActivated: {
        title: 'Doldurulacaq yeni qiymətləndirmələr',
        body: '“{{round}}” mərhələsinin ({{period}}) sizi gözləyən qiymətləndirmələri: {{count}}. Mərhələ {{end}} tarixində bitir.',
      },
      reminder: {
        title: 'Xatırlatma: tamamlanacaq qiymətləndirmələr',
        body: '“{{round}}” mərhələsində hələ tamamlanmalı qiymətləndirmələr: {{count}}. Mərhələ {{end}} tarixində bitir.',
      },
      reminderAfter: {
        title: 'Mərhələ bitib',
        body: '“{{round}}” mərhələsi {{end}} tarixində bitib; hələ tamamlanmamış qiymətləndirmələriniz: {{count}}.',
      },
      resultsReleased: {
        title: 'Nəticələriniz açıqlanıb',
        body: '“{{round}}” mərhələsinin ({{period}}) kalibrləməsi bağlanıb. Nəticələrinizə baxmaq üçün performans kartınızı açın.',
      },
      dataExportReady: {
        title: 'Məlumatların ixracı hazırdır',
        body_one: '“{{period}}” dövrünün məlumatları hazırdır: onları {{count}} gün ərzində yükləyə bilərsiniz.',
        body_other: '“{{period}}” dövrünün məlumatları hazırdır: onları {{count}} gün ərzində yükləyə bilərsiniz.',
      },
      packageEnding: {
        title_one: 'Paketinizin bitməsinə {{count}} gün qalıb',
        title_other: 'Paketinizin bitməsinə {{count}} gün qalıb',
        body_one: '{{company}} şirkətinin paketi {{end}} tarixində bitir ({{count}} gün qalıb). Onu ödəniş səhifəsində yeniləyin.',
        body_other: '{{company}} şirkətinin paketi {{end}} tarixində bitir ({{count}} gün qalıb). Onu ödəniş səhifəsində yeniləyin.',
      },
    },
  },
};
