import type { OrderLineRecord } from '../read/order-record';

/**
 * A line's title and choice as its customer reads them: in the language the order was placed in when it kept
 * them (docs/catalogue.md#languages), else the English ones. Admin screens read the English columns.
 */
export const shopperLineTexts = (
  item: Pick<OrderLineRecord, 'title' | 'optionLabel' | 'shopperTitle' | 'shopperOptionLabel'>,
) => ({ title: item.shopperTitle ?? item.title, optionLabel: item.shopperOptionLabel ?? item.optionLabel });
