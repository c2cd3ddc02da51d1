/**
 * The one money formatter, shared by the shop and the e-mails: RM, thousands separators, two decimals
 * (docs/product/rules.md#money-and-time): "RM1,234.50". Sums that are exact decimal strings go through formatRMDecimal,
 * never through a float.
 */
export function formatRM(amount: number): string {
  const text = formatRMDecimal(Math.abs(amount).toFixed(2));
  return amount < 0 && text !== 'RM0.00' ? `-${text}` : text;
}

/** "1234.5" or "1234.50" -> "RM1,234.50", digit by digit so large sums keep every sen. */
export function formatRMDecimal(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return `RM${amount}`;
  const [, sign, whole, fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}RM${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
