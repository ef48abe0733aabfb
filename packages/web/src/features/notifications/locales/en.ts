/** The bell's texts in English; az.ts and ru.ts beside it are typed against them (a missing key is a type error), and each language loads on its own (ADR 40). */
export const en = {
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
