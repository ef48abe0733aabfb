import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { Payment, PaymentOverview } from '@performa/contracts/api/payment';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { formatDay } from '../../../lib/dates.ts';
import { Facts, type Fact } from './facts.tsx';
import { moneyText } from './money.ts';

/** At most this many days left, the days show in the warning colour (the first reminder's day, docs/product.md §1.4). */
const WARN_DAYS = 14;

/**
 * The company's package now (docs/product.md §1.4, §7.11): plan, price, start and end ("No end" for the
 * free package), the days left (warning colour from 14 days, error once the package is no), and whether it
 * is active, with a second chip while a payment request waits for acceptance.
 */
export function CurrentPackage({ overview, waiting }: { overview: PaymentOverview; waiting: Payment | undefined }) {
  const { t, i18n } = useTranslation();
  const { current } = overview;
  const active = overview.package === 'yes';
  const facts: Fact[] = current
    ? [
        { key: 'plan', label: t('payment.current.plan'), value: current.plan },
        {
          key: 'price',
          label: t('payment.current.price'),
          value: current.price > 0 ? moneyText(current.price, current.currency) : t('payment.current.free'),
        },
        { key: 'start', label: t('payment.current.start'), value: formatDay(current.start_date, i18n.language) },
        { key: 'end', label: t('payment.current.end'), value: current.end_date ? formatDay(current.end_date, i18n.language) : t('payment.current.noEnd') },
      ]
    : [];
  if (current?.days_left !== null && current?.days_left !== undefined) {
    const days = current.days_left;
    const tone = !active ? 'error' : days <= WARN_DAYS ? 'warning' : 'normal';
    facts.push({
      key: 'days',
      label: t('payment.current.daysLeft'),
      value: (
        <Box component="span" data-tone={tone} sx={{ color: tone === 'normal' ? 'inherit' : `${tone}.dark` }}>
          {t('payment.current.daysLeftValue', { count: days })}
        </Box>
      ),
    });
  }
  return (
    <SectionPanel
      title={t('payment.current.title')}
      level="h2"
      testId="payment-current"
      actions={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip
            size="small"
            color={active ? 'success' : 'error'}
            label={t(active ? 'payment.current.status.active' : 'payment.current.status.inactive')}
            data-testid="payment-current-status"
          />
          {waiting && <Chip size="small" color="warning" label={t('payment.current.status.waiting')} data-testid="payment-current-waiting" />}
        </Box>
      }
    >
      {facts.length > 0 && <Facts facts={facts} testId="payment-current-facts" />}
      {!active && (
        <Typography variant="body2" sx={{ color: 'error.dark' }} data-testid="payment-current-none">
          {t('payment.current.none')}
        </Typography>
      )}
    </SectionPanel>
  );
}
