/** The stage lives in auto-reply/; this path stays while paid-order-context.service.ts (not ours to edit) imports it. */
export type { PaidOrderContext, ProductCredentials } from '../auto-reply/product-keyword-stage';
