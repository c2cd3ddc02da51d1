import { formatMoney, formatRMDecimal as formatDecimal } from '@kedai/contracts';
import { currencyPrefix, shopInfo } from './shop-info';

/**
 * The one money formatter ("RM1,234.50"), shared with the e-mails (it lives in @kedai/contracts), in the shop's
 * currency (Settings → Currency: RM, US$ or S$). The name stays formatRM: most shops sell in ringgit.
 */
export const formatRM = (amount: number): string => formatMoney(amount, shopInfo().currency);

/** An exact decimal string ("1234.5") in the shop's currency, digit by digit: large sums keep every sen. */
export const formatRMDecimal = (amount: string): string =>
  formatDecimal(amount).replace(/^(-?)RM/, `$1${currencyPrefix()}`);
