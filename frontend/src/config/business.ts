import { sellerWhatsappLink } from '@kedai/contracts';
import { shopInfo } from '@/lib/shop-info';

/**
 * Business constants shown in the shell (docs/product/rules.md#business-constants). The seller's name, contact and
 * WhatsApp number come from Settings through lib/shop-info (GET /api/shop), never from here.
 */

export const LIVE_CHAT_HOURS = 'Live chat (GMT+8): Mon-Fri 10:50 AM-11:30 PM; Sat-Sun 11:20 AM-12:20 PM';

export const OUTSIDE_HOURS_NOTE = 'Outside these hours, we answer by e-mail within 24 hours.';

/** The shop's name (Settings → Site name). */
export const shopName = (): string => shopInfo().siteName;

/** The one link to the seller on WhatsApp: Settings' contact phone, with a prefilled text. */
export const whatsappLink = (text: string) => sellerWhatsappLink(shopInfo().whatsappNumber, text);

/** A WhatsApp chat with a customer's number (any format; only the digits are kept), with a prefilled text. */
export const whatsappChatLink = (number: string, text: string) =>
  `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
