import { formatMoney } from '@performa/contracts/i18n/numbers';
import { currentLanguage } from '../../../lib/i18n.ts';

/** An amount with its currency as the reader's language writes it: en 1,200.00 AZN, az 1.200,00 AZN, ru 1 200,00 AZN. */
export const moneyText = (price: number, currency: string) => formatMoney(price, currency, currentLanguage());
