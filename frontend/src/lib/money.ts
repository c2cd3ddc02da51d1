/**
 * The one money formatter: RM, thousands separators, two decimals (storefront §9): "RM1,234.50".
 * Sums from the API that are exact decimal strings go through formatRMDecimal, never through a float.
 */
const amountFormat = new Intl.NumberFormat('en-MY', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

export function formatRM(amount: number): string {
  const text = amountFormat.format(Math.abs(amount));
  return amount < 0 && text !== '0.00' ? `-RM${text}` : `RM${text}`;
}

/** "1234.5" or "1234.50" -> "RM1,234.50", digit by digit so large sums keep every sen. */
export function formatRMDecimal(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return `RM${amount}`;
  const [, sign, whole, fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}RM${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
