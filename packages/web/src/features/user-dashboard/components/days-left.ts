import { useTranslation } from 'react-i18next';

/** The chip colour of a deadline: past, on its last days, or still ahead. */
export const daysLeftColour = (days: number) => (days < 0 ? 'error' : days <= 2 ? 'warning' : 'default');

/**
 * Days left to a round's end in words (docs/product.md §7.9: 0 on its last day, negative after it):
 * "3 days left", "Ends today", "Ended 2 days ago", pluralised as each language counts.
 */
export function useDaysLeftText() {
  const { t } = useTranslation();
  return (days: number) =>
    days > 0 ? t('userDashboard.days.left', { count: days }) : days === 0 ? t('userDashboard.days.today') : t('userDashboard.days.ended', { count: -days });
}
