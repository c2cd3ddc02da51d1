import { pickStockAlertRecipients } from './stock-alerts';

const alert = (id: number, optionValue: string | null = null) => ({ id, optionValue });

describe('pickStockAlertRecipients', () => {
  const all = () => true;

  it('sends to the oldest, at most the units restocked plus the margin', () => {
    const waiting = Array.from({ length: 30 }, (_, index) => alert(index));
    expect(pickStockAlertRecipients(waiting, all, 10, 0).map((a) => a.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pickStockAlertRecipients(waiting, all, 10, 3)).toHaveLength(13);
    expect(pickStockAlertRecipients(waiting, all, 40, 5)).toHaveLength(30);
  });

  it('skips alerts for a choice that is still out of stock, without using up the quota', () => {
    const waiting = [alert(1, 'lifetime'), alert(2, '1_year'), alert(3, null), alert(4, '1_year')];
    const available = (value: string | null) => value !== 'lifetime';
    expect(pickStockAlertRecipients(waiting, available, 2, 0).map((a) => a.id)).toEqual([2, 3]);
  });

  it('sends nothing for nothing restocked, and reads odd figures as whole non-negative numbers', () => {
    expect(pickStockAlertRecipients([alert(1)], all, 0, 0)).toEqual([]);
    expect(pickStockAlertRecipients([alert(1), alert(2)], all, -3, 1.9)).toHaveLength(1);
  });
});
