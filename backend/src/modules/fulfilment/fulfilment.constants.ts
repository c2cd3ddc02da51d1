import type { FulfilmentStep } from '@kedai/contracts';

export const FULFILMENT_STEPS = [
  'send-guide',
  'activate',
  'trigger-delivery',
  'auto-ship',
  'send-installation',
] as const satisfies readonly FulfilmentStep[];

export { FULFILMENT_MESSAGES } from '@kedai/contracts';

export const STEP_DONE_MESSAGES: Record<FulfilmentStep, string> = {
  // The step is done; whether its e-mail went out is the order's e-mail status (queued, sent, failed).
  'send-guide': 'Installation guide step done',
  activate: 'Delivered to the order',
  'trigger-delivery': 'Auto delivery completed',
  'auto-ship': 'Order marked as shipped',
  'send-installation': 'Installation steps sent',
};

/** Delivery is all or none: a line of quantity N needs N codes (or N accounts) at once. */
export const outOfCodesMessage = (product: string, quantity = 1) =>
  quantity > 1
    ? `Not enough activation codes for ${product}: this order needs ${quantity}. Add codes to its pool, then try again.`
    : `No activation codes left for ${product}. Add codes to its pool, then try again.`;
export const outOfAccountsMessage = (product: string, quantity = 1) =>
  quantity > 1
    ? `Not enough rental accounts for ${product}: this order needs ${quantity}. Add or free accounts, then try again.`
    : `No rental accounts available for ${product}. Add an account or free one, then try again.`;

/**
 * Installation guides stay open 3 days after shipping (or creation when not shipped)
 * (docs/product/orders.md#guide-window).
 */
export const GUIDE_VALIDITY_MS = 259_200_000;

export const MAX_CODE_LENGTH = 120;
export const MAX_CODES_PER_UPLOAD = 10_000;
