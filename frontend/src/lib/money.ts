/** RM with 2 decimals (storefront §9). */
export const formatRM = (amount: number) => `RM${amount.toFixed(2)}`;

/**
 * RM for an exact decimal string from the API ("1234.5" or "1234.50" -> "RM1,234.50"), grouped by
 * thousands. Works on the digits, never through a float, so large sums keep every sen.
 */
export function formatRMDecimal(amount: string): string {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return `RM${amount}`;
  const [, sign, whole, fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}RM${grouped}.${fraction.padEnd(2, '0').slice(0, 2)}`;
}
