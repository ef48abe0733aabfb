import { useTranslation } from 'react-i18next';
import { relativeDays } from '../../../lib/dates.ts';
import { daysUntil } from './countdown.ts';

/** "Ends in 3 days" / "Ended yesterday" for a round's end date, and whether it is close (3 days or less). */
export function useCountdown() {
  const { t, i18n } = useTranslation();
  return (endDate: string) => {
    const days = daysUntil(endDate);
    const when = relativeDays(days, i18n.language);
    return { days, text: days >= 0 ? t('evaluate.countdown.ahead', { when }) : t('evaluate.countdown.past', { when }), urgent: days >= 0 && days <= 3 };
  };
}
