/** Support contact details shown in the chat widget (storefront spec §2 Support widget). */

/** The messaging-app (WhatsApp) support number, international format without "+". */
export const SUPPORT_WHATSAPP_NUMBER = '60123456789';

/** A wa.me link that opens a chat with support, the text already typed. */
export function whatsAppLink(text: string): string {
  return `https://wa.me/${SUPPORT_WHATSAPP_NUMBER}?text=${encodeURIComponent(text)}`;
}
