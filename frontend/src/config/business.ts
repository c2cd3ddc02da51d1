/** Business constants shown in the shell (docs/product/rules.md#business-constants). */

export const SHOP_NAME = 'Kedai';

export const LIVE_CHAT_HOURS = 'Live chat (GMT+8): Mon-Fri 10:50 AM-11:30 PM; Sat-Sun 11:20 AM-12:20 PM';

export const OUTSIDE_HOURS_NOTE = 'Outside these hours, we answer by e-mail within 24 hours.';

/** The seller's messaging-app (WhatsApp) number for wa.me links, without + or spaces. */
export const SELLER_WHATSAPP = '60123456789';

export const whatsappLink = (text: string) => `https://wa.me/${SELLER_WHATSAPP}?text=${encodeURIComponent(text)}`;

/** A WhatsApp chat with a customer's number (any format; only the digits are kept), with a prefilled text. */
export const whatsappChatLink = (number: string, text: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
