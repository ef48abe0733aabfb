/** The bell's texts in en, az and ru (az and ru typed against en: a missing key is a type error). */
import type { Shape } from '../../lib/i18n.ts';

const en = {
  notifications: {
    title: 'Notifications',
    markAllRead: 'Mark all read',
    empty: 'You have no notifications.',
    more: 'Show older',
    unread: 'Unread',
    loadFailed: 'Could not load the notifications.',
    kinds: {
      cardsActivated: {
        title: 'New evaluations to fill in',
        body: 'Evaluations of the round “{{round}}” ({{period}}) waiting for you: {{count}}. The round ends on {{end}}.',
      },
      reminder: {
        title: 'Reminder: evaluations to complete',
        body: 'Evaluations still to complete in the round “{{round}}”: {{count}}. The round ends on {{end}}.',
      },
      reminderAfter: {
        title: 'The round has ended',
        body: 'The round “{{round}}” ended on {{end}}; evaluations of yours still not completed: {{count}}.',
      },
      resultsReleased: {
        title: 'Your results are released',
        body: 'Calibration of the round “{{round}}” ({{period}}) is closed. Open your performance card to see your results.',
      },
      dataExportReady: {
        title: 'Your data export is ready',
        body_one: 'The data of the period “{{period}}” is ready to download for {{count}} day.',
        body_other: 'The data of the period “{{period}}” is ready to download for {{count}} days.',
      },
      packageEnding: {
        title_one: 'Your package ends in {{count}} day',
        title_other: 'Your package ends in {{count}} days',
        body_one: 'The package of {{company}} ends on {{end}} ({{count}} day left). Renew it on the payment page.',
        body_other: 'The package of {{company}} ends on {{end}} ({{count}} days left). Renew it on the payment page.',
      },
    },
  },
};

const az: Shape<typeof en> = {
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

const ru: Shape<typeof en> = {
  notifications: {
    title: 'Уведомления',
    markAllRead: 'Отметить все как прочитанные',
    empty: 'У вас нет уведомлений.',
    more: 'Показать более ранние',
    unread: 'Не прочитано',
    loadFailed: 'Не удалось загрузить уведомления.',
    kinds: {
      cardsActivated: {
        title: 'Новые оценки для заполнения',
        body: 'Вас ждут оценки этапа «{{round}}» ({{period}}): {{count}}. Этап заканчивается {{end}}.',
      },
      reminder: {
        title: 'Напоминание: оценки к завершению',
        body: 'Оценок, которые осталось завершить на этапе «{{round}}»: {{count}}. Этап заканчивается {{end}}.',
      },
      reminderAfter: {
        title: 'Этап закончился',
        body: 'Этап «{{round}}» закончился {{end}}; ваших незавершённых оценок: {{count}}.',
      },
      resultsReleased: {
        title: 'Ваши результаты опубликованы',
        body: 'Калибровка этапа «{{round}}» ({{period}}) закрыта. Откройте свою карту эффективности, чтобы увидеть результаты.',
      },
      dataExportReady: {
        title: 'Выгрузка данных готова',
        body_one: 'Данные периода «{{period}}» готовы: скачать их можно в течение {{count}} дня.',
        body_few: 'Данные периода «{{period}}» готовы: скачать их можно в течение {{count}} дней.',
        body_many: 'Данные периода «{{period}}» готовы: скачать их можно в течение {{count}} дней.',
        body_other: 'Данные периода «{{period}}» готовы: скачать их можно в течение {{count}} дня.',
      },
      packageEnding: {
        title_one: 'Ваш пакет заканчивается через {{count}} день',
        title_few: 'Ваш пакет заканчивается через {{count}} дня',
        title_many: 'Ваш пакет заканчивается через {{count}} дней',
        title_other: 'Ваш пакет заканчивается через {{count}} дня',
        body_one: 'Пакет компании {{company}} заканчивается {{end}} (остался {{count}} день). Продлите его на странице оплаты.',
        body_few: 'Пакет компании {{company}} заканчивается {{end}} (осталось {{count}} дня). Продлите его на странице оплаты.',
        body_many: 'Пакет компании {{company}} заканчивается {{end}} (осталось {{count}} дней). Продлите его на странице оплаты.',
        body_other: 'Пакет компании {{company}} заканчивается {{end}} (осталось {{count}} дня). Продлите его на странице оплаты.',
      },
    },
  },
};

export const notificationsLocales = { en, az, ru };
