import type { CustomerRentalView } from './fulfilment';
import type { Language } from './languages';
import type { GatewayMethodKey } from './online-payments';
import type { ManualMethodInfo, PaymentMethodKey } from './payment-methods';
import type { CustomerReceiptReview } from './payments';
import type { PaymentMethodSettings } from './settings';
import type { AppliedDiscount } from './discounts';
import type { TaxedAmounts } from './shop-identity';

/**
 * Orders, cart and account REST payload types shared by backend and frontend (types only).
 * Money is RM as a number with 2 decimals; times are ISO strings.
 */

export const ORDER_STATUSES = ['pending', 'paid', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One line of `orderData.items` for POST /api/orders. Prices are never sent: the server prices from the catalogue. */
export interface CheckoutItemInput {
  productCode?: string;
  productId?: string;
  quantity: number;
  /** The chosen option value (1_year, lifetime, no_updates, ...); the product's first choice when left out. */
  option?: string | null;
}

export interface CheckoutOrderData {
  items: CheckoutItemInput[];
  /** The customer ticked "I agree to the privacy notice" (required; recorded with the order and the notice's version). */
  privacyConsent: true;
  customerInfo: {
    name?: string;
    email?: string;
    whatsapp: string;
    /** The customer's consent to order updates on WhatsApp (a checkbox at checkout, unticked by default). */
    whatsappUpdates?: boolean;
    /** Optional, for the invoice: the buying company and its registration (SSM) number. */
    companyName?: string;
    companyRegistrationNumber?: string;
  };
  /** The total of the quote the customer saw (and paid by QR); a different server total is refused (409). */
  expectedTotal?: number;
  /**
   * How the customer pays; must be turned on in Settings (else 400). Left out: the first manual method that is on.
   * A gateway method (card, fpx, grabpay) needs no receipt: the answer carries the provider's redirect URL.
   */
  paymentMethod?: PaymentMethodKey | GatewayMethodKey;
  /** The language the order is placed in (its e-mails are written in it). Left out: the account's, else English. */
  language?: Language;
  /**
   * The quote's price lock (`OrderQuote.priceLock.token`). While it is valid and names the same lines, the order is
   * charged the quoted prices even if the catalogue changed since, and a product that ran out becomes a backorder.
   * A lock that is expired or not the server's own is ignored: the order is priced as the catalogue is now.
   */
  quoteToken?: string;
  /**
   * The discount code the shopper applied (docs/product/discounts.md). The server checks and prices it again in
   * the order's transaction; a code that no longer applies refuses the order with its reason (400), never a
   * silently different total.
   */
  discountCode?: string;
}

/** How long a quote's prices are held for the shopper paying by QR. */
export const PRICE_LOCK_MINUTES = 30;

/** A quote's signed, time-limited price (see `CheckoutOrderData.quoteToken`). */
export interface PriceLock {
  /** Opaque to the browser: the lines, their prices, the total and the expiry, signed by the server. */
  token: string;
  expiresAt: string;
  /** Seconds the lock is valid from the moment the server answered (the countdown does not trust the device clock). */
  validForSeconds: number;
}

/** POST /api/orders/quote: what the server would charge for these lines now. */
export interface OrderQuoteRequest {
  items: CheckoutItemInput[];
  /** A discount code to apply; a code that does not apply is refused with its reason (400 `discount_<reason>`). */
  discountCode?: string;
}

export interface OrderQuoteLine {
  productId: string;
  productCode: string;
  title: string;
  optionName: string | null;
  optionValue: string | null;
  optionLabel: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The line's share of the discount (RM; 0 when none applies to it). */
  discountAmount: number;
  /** Units that can be sold now: the product's stock, or its choice's own stock when that is smaller. */
  available: number;
}

export interface OrderQuote {
  lines: OrderQuoteLine[];
  /** The lines' sum before any discount. */
  subtotal: number;
  /** The discount code applied and what it takes off (null: none). */
  discount: AppliedDiscount | null;
  /** What the customer pays: the lines' sum less the discount, plus the SST when the shop's prices exclude it. */
  total: number;
  /** The SST in (or on top of) the total when the seller has turned it on; null when off. */
  tax: TaxedAmounts | null;
  /** The admin's minimum order amount (0: none). */
  minimumOrderAmount: number;
  /** The admin's maximum order amount (0: none). */
  maximumOrderAmount: number;
  /** The payment methods the admin has turned on: what checkout offers. */
  paymentMethods: PaymentMethodSettings;
  /** The shop's older single checkout QR (Touch 'n Go's when it has none of its own). */
  paymentQr: PaymentQrInfo;
  /** The manual methods that are on, in checkout's order, each with its own label, QR, account and instructions. */
  manualMethods: ManualMethodInfo[];
  /** These prices, held for PRICE_LOCK_MINUTES: send `priceLock.token` with the order. */
  priceLock: PriceLock;
}

/** The checkout QR as the storefront shows it. */
export interface PaymentQrInfo {
  /** "Pay with {label}", e.g. Touch 'n Go eWallet. */
  label: string;
  /** GET /api/payment/qr with a version, so a replaced image is fetched again. */
  imageUrl: string;
}

/** One cart line as the catalogue sees it now (same order as the request's items). */
export interface CartCheckLine {
  productCode: string | null;
  /** What one unit costs now; null when the product or its option is gone. */
  unitPrice: number | null;
  /** Units that can be sold now, as in the quote (0 when gone). */
  available: number;
  /** Why this line cannot be bought as it is, in English words for the customer; null when it can. */
  problem: string | null;
  /** What `problem` says, for a client that words it in the customer's language with `problemParams`. */
  problemCode: CartLineProblem | null;
  /** The problem's variable parts: `name` (the product, with its option when that keeps its own stock), `left`. */
  problemParams?: { name: string; left?: number };
}

export const CART_LINE_PROBLEMS = ['gone', 'option_gone', 'out_of_stock', 'only_left'] as const;
export type CartLineProblem = (typeof CART_LINE_PROBLEMS)[number];

/** POST /api/orders/cart-check: the cart against the catalogue, without refusing (the cart shows it all). */
export interface CartCheck {
  lines: CartCheckLine[];
  /** The total of the lines that can be bought, at today's prices. */
  total: number;
  minimumOrderAmount: number;
  maximumOrderAmount: number;
  /** The message shown when the total is below the minimum order; null otherwise. */
  belowMinimum: string | null;
  /** Why the total is above the maximum order amount; null otherwise. */
  aboveMaximum: string | null;
}

export interface OrderItemView {
  productId: string | null;
  productCode: string;
  title: string;
  category: string;
  optionName: string | null;
  optionValue: string | null;
  optionLabel: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
  /** The line's share of the order's discount (RM): the line was paid lineTotal − discountAmount. */
  discountAmount: number;
}

export interface OrderReceiptView {
  originalName: string | null;
  mimeType: string | null;
  size: number | null;
  uploadedAt: string | null;
}

export interface OrderReviewView {
  id: string;
  rating: number;
  comment: string;
  createdAt: string;
  modifiedAt: string;
  canEdit: boolean;
  editDeadline: string;
}

/** An order as its buyer sees it (checkout answer, /my-orders, /order/{orderId}). */
export interface OrderView {
  orderId: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: string;
  totalAmount: number;
  /** The discount code applied to the order and its amount (null: none). */
  discount: AppliedDiscount | null;
  customerName: string;
  customerEmail: string | null;
  whatsapp: string;
  items: OrderItemView[];
  receipt: OrderReceiptView | null;
  activationCode: string | null;
  shippedAt: string | null;
  installationStepsSent: boolean;
  hasReview: boolean;
  reviewId: string | null;
  review: OrderReviewView | null;
  createdAt: string;
  updatedAt: string;
  /** Paid, but the codes wait for a restock of the product's pool (a backorder): not an error. */
  waitingForStock: boolean;
  /** The rented game account with its credentials (buyer's own views only); null when none. */
  rental?: CustomerRentalView | null;
  /** Every rented account (one per unit of each rental line), buyer's own views only. */
  rentals?: CustomerRentalView[];
  /** Every activation code with its product (one per unit of each app line), buyer's own views only. */
  codes?: RedeemCode[];
  /** Proof for order:watch (buyer's own order view only). */
  watchToken?: string;
  /** How our team judged the uploaded receipt (with the reason of a rejection); null without a receipt. */
  receiptReview?: CustomerReceiptReview | null;
}

export interface RedeemCode {
  code: string;
  productCode: string;
  instructions: string;
}

/** An order as a guest holding its full id sees it (GET /api/orders/redeem/{orderId}). */
export interface GuestOrderView {
  orderId: string;
  createdAt: string;
  userName: string;
  status: OrderStatus;
  items: { name: string; productCode: string; quantity: number }[];
  autoDelivery: { redeemCodes: RedeemCode[] };
  /** Paid, but the codes wait for a restock of the product's pool (a backorder): not an error. */
  waitingForStock: boolean;
  /** The rented game account with its credentials; null when the order rents none. */
  rental?: CustomerRentalView | null;
  /** Every rented account, one per unit of each rental line. */
  rentals?: CustomerRentalView[];
  /** Proof for order:watch: follow this order live. */
  watchToken: string;
  /** How our team judged the uploaded receipt (with the reason of a rejection); null without a receipt. */
  receiptReview?: CustomerReceiptReview | null;
}

export interface CustomerHistoryOrder {
  orderId: string;
  status: OrderStatus;
  createdAt: string;
  shippedAt: string | null;
  totalAmount: number;
  productTypes: string[];
  hasActivationCode: boolean;
  hasRedeemCodes: boolean;
  /** Paid, the codes wait for a restock (a backorder). */
  waitingForStock: boolean;
}

/** GET /api/orders/customer/{email} with a valid X-Email-Proof. */
export interface CustomerHistoryView {
  verified: true;
  email: string;
  totalOrders: number;
  activatedProducts: number;
  productTypes: string[];
  orders: CustomerHistoryOrder[];
}

/** The same call without proof of the e-mail: totals, product types and masked order ids only. */
/**
 * GET /api/orders/customer/{email} before the address is proved: totals and product types only. No order
 * times, statuses or id fragments: an order id starts with its creation minute, so any of them would
 * narrow the search for an id that opens the codes.
 */
export interface MaskedCustomerHistoryView {
  verified: false;
  email: string;
  totalOrders: number;
  activatedProducts: number;
  productTypes: string[];
}

export interface EmailProofView {
  token: string;
  expiresAt: string;
}

export interface OrderStats {
  totalOrders: number;
  completed: number;
  reviewed: number;
  active: number;
}

/** GET /api/me/orders: a search (order id or product name), a status, a day range (shop time) and a page. */
export interface MyOrdersQuery {
  search?: string;
  status?: OrderStatus;
  /** "YYYY-MM-DD", inclusive, in the shop's time zone. */
  from?: string;
  to?: string;
  /** 1-based. */
  page?: number;
}

export const MY_ORDERS_PAGE_SIZE = 20;

export interface MyOrdersView {
  /** Over all the account's orders, whatever the filter. */
  stats: OrderStats;
  /** The page of the orders that match. */
  orders: OrderView[];
  /** How many orders match. */
  total: number;
  page: number;
  pageSize: number;
}

export interface MyReviewView extends OrderReviewView {
  orderId: string | null;
  productId: string;
  productName: string;
}

export interface CartLineInput {
  productId: string;
  optionValue?: string | null;
  quantity: number;
  selected?: boolean;
}

export interface CartLineView {
  productId: string;
  productCode: string;
  title: string;
  category: string;
  image: string | null;
  stock: number;
  optionName: string | null;
  optionValue: string | null;
  optionLabel: string | null;
  /** The choices of the product's option, for the cart's version switcher. */
  choices: { label: string; value: string; price: number }[];
  /** The chosen option's price (or the product's price without options). */
  price: number;
  quantity: number;
  selected: boolean;
}

export interface CartView {
  items: CartLineView[];
  /** Titles of saved lines taken out because their product or option is no longer sold (absent when none). */
  unavailable?: string[];
}

/** GET and PUT /api/admin/payment/qr: the checkout QR and its e-wallet label as Settings shows them. */
export interface PaymentQrUpdated extends PaymentQrInfo {
  /** True while the app's own QR is served (no upload yet). */
  isDefault: boolean;
  mimeType: string;
  size: number;
  /** When the admin last changed the image or the label; null for the default. */
  updatedAt: string | null;
}
