/**
 * The messaging-app (WhatsApp) number rule (docs/product/rules.md#whatsapp-numbers), shared by the checkout form and
 * the server.
 */

export const WHATSAPP_ERROR = 'Please enter a valid Malaysian WhatsApp number (e.g. +60 12-345 6789)';

/** 01x or 03-09, then 7 or 8 digits (in the local form with its leading 0). */
const MALAYSIAN_LOCAL = /^(01\d|0[3-9])\d{7,8}$/;

/**
 * Strips to digits, removes a leading 60, adds a leading 0 when missing and checks the Malaysian pattern.
 * Returns the stored form (+60 and the number without its leading 0), or null when the number is not valid.
 */
export function normaliseWhatsapp(input: string | null | undefined): string | null {
  let digits = (input ?? '').replace(/\D/g, '');
  if (digits.startsWith('60')) digits = digits.slice(2);
  if (!digits.startsWith('0')) digits = `0${digits}`;
  if (!MALAYSIAN_LOCAL.test(digits)) return null;
  return `+60${digits.slice(1)}`;
}

/** WhatsApp's number form (its `wa_id`, and the `to` of a send): the stored number's digits, country code first. */
export function whatsappId(stored: string): string {
  return stored.replace(/\D/g, '');
}

/** WhatsApp's customer-service window: free-form replies may be sent for 24 hours after the customer's last message. */
export const WHATSAPP_REPLY_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether an agent may still send free text (not only a template) in a WhatsApp conversation. */
export function whatsappWindowOpen(windowEndsAt: string | Date | null | undefined, now: Date = new Date()): boolean {
  if (!windowEndsAt) return false;
  return new Date(windowEndsAt).getTime() > now.getTime();
}
