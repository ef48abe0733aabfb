import type { Notification } from '@performa/contracts/api/auth';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD date as the UI language writes it; any other text as it is. */
function dayText(value: string | number | undefined, language: string): string {
  if (typeof value !== 'string' || !DAY.test(value)) return String(value ?? '');
  return formatDay(value, language);
}

/**
 * What a notification says, in the UI language (docs/product.md §2.9): a kind the app knows
 * (cards_activated, reminder, results_released, data_export_ready, package_ending) by its own text filled with the notification's params; any other kind, or
 * one whose params are missing, by the title and body stored in the recipient's language. A reminder sent
 * after the round's end says that the round has ended.
 */
export function useNotificationText() {
  const { t, i18n } = useTranslation();
  return (notification: Notification): { title: string; body: string } => {
    const { params } = notification;
    const has = (...keys: string[]) => keys.every((key) => params[key] !== undefined && params[key] !== '');
    const values = { ...params, end: dayText(params.end, i18n.language) };
    if (notification.kind === 'cards_activated' && has('round', 'period', 'count', 'end'))
      return { title: t('notifications.kinds.cardsActivated.title'), body: t('notifications.kinds.cardsActivated.body', values) };
    if (notification.kind === 'reminder' && has('round', 'count', 'end')) {
      const after = String(params.end) < notification.created_at.slice(0, 10);
      const kind = after ? 'reminderAfter' : 'reminder';
      return { title: t(`notifications.kinds.${kind}.title`), body: t(`notifications.kinds.${kind}.body`, values) };
    }
    // Calibration closed (docs/product.md §5.7): the link opens the employee's performance card of the period.
    if (notification.kind === 'results_released' && has('round', 'period'))
      return { title: t('notifications.kinds.resultsReleased.title'), body: t('notifications.kinds.resultsReleased.body', values) };
    // The whole project's data of a period is ready (docs/product.md §6.7): the link opens the data exports.
    if (notification.kind === 'data_export_ready' && has('period', 'days'))
      return {
        title: t('notifications.kinds.dataExportReady.title'),
        body: t('notifications.kinds.dataExportReady.body', { ...values, count: Number(params.days) }),
      };
    // The package ends soon (docs/product.md §1.4: 14 and 3 days before): the link opens /payment to renew it.
    if (notification.kind === 'package_ending' && has('company', 'end', 'days'))
      return {
        title: t('notifications.kinds.packageEnding.title', { count: Number(params.days) }),
        body: t('notifications.kinds.packageEnding.body', { ...values, count: Number(params.days) }),
      };
    return { title: notification.title, body: notification.body };
  };
}
