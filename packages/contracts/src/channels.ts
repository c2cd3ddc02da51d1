/**
 * Settings → WhatsApp (GET / PUT /api/admin/channels/whatsapp/settings, docs/channels.md). The keys are write-only:
 * the view says whether each is set and where from (the environment wins over Settings), never its value.
 */
export const WHATSAPP_KEY_NAMES = ['token', 'appSecret', 'verifyToken'] as const;
export type WhatsappKeyName = (typeof WHATSAPP_KEY_NAMES)[number];

/** The order updates sent as approved templates (item 2 of docs/channels.md) and the template name of each. */
export const WHATSAPP_TEMPLATE_EVENTS = ['paymentReceived', 'codeDelivered', 'rentalEnding'] as const;
export type WhatsappTemplateEvent = (typeof WHATSAPP_TEMPLATE_EVENTS)[number];

/**
 * The approved templates of back-in-stock alerts by WhatsApp (docs/channels.md#back-in-stock-alerts): `confirm`
 * carries the confirmation link, `back` the product's page; both take {{1}} the product and {{2}} the link. Both
 * names empty: the storefront does not offer WhatsApp for alerts.
 */
export interface WhatsappStockAlertTemplates {
  confirm: string;
  back: string;
  language: string;
}

/** Meta's template names: lower-case letters, digits and underscores, up to 512 characters. */
export const WHATSAPP_TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/;
/** A template language code as Meta writes it (en, en_US, ms, zh_CN). */
export const WHATSAPP_TEMPLATE_LANGUAGE = /^[a-z]{2,3}(_[A-Z]{2})?$/;
export const WHATSAPP_PHONE_NUMBER_ID = /^\d{5,30}$/;

/**
 * An approved template agents may send in a conversation whose 24-hour window has closed (a follow-up): its name
 * and language as approved in WhatsApp Manager, and its body as approved, where `{{1}}` is the customer's name.
 */
export interface WhatsappFollowUpTemplate {
  name: string;
  language: string;
  text: string;
}
export const WHATSAPP_FOLLOW_UP_TEMPLATES_MAX = 10;
export const WHATSAPP_FOLLOW_UP_TEXT_MAX = 1024;

/** The body as the customer reads it: `{{1}}` is their name. */
export function fillFollowUpTemplate(text: string, customerName: string): string {
  return text.replaceAll('{{1}}', customerName);
}

/** The template's parameters as WhatsApp takes them: the customer's name when the body has `{{1}}`. */
export function followUpTemplateParameters(text: string, customerName: string): string[] {
  return text.includes('{{1}}') ? [customerName] : [];
}

/** POST /api/admin/channels/whatsapp/sessions/{sessionId}/template: send an approved follow-up template. */
export interface WhatsappTemplateSendInput {
  name: string;
  language: string;
  /** The composer's id of this send: a resend with it stores and sends nothing new. */
  clientId: string;
}

export interface WhatsappKeyState {
  set: boolean;
  source: 'env' | 'settings' | null;
}

export interface WhatsappSettingsView {
  phoneNumberId: string | null;
  phoneNumberIdSource: 'env' | 'settings' | null;
  keys: Record<WhatsappKeyName, WhatsappKeyState>;
  /** Template name per order update; empty: that update is not sent on WhatsApp. */
  templates: Record<WhatsappTemplateEvent, string>;
  templateLanguage: string;
  /** The templates agents may send once a conversation's 24-hour window has closed. */
  followUpTemplates: WhatsappFollowUpTemplate[];
  stockAlertTemplates: WhatsappStockAlertTemplates;
  /** The URL to give Meta as the webhook's callback URL. */
  webhookUrl: string;
  /** Token and phone number id set: replies can be sent. */
  canSend: boolean;
  /** App secret set: webhooks are believed. */
  canReceive: boolean;
}

export interface WhatsappSettingsInput {
  phoneNumberId?: string;
  /** Values to store (empty or absent keeps the stored one). */
  keys?: Partial<Record<WhatsappKeyName, string>>;
  /** Stored keys to remove. */
  clear?: WhatsappKeyName[];
  templates?: Partial<Record<WhatsappTemplateEvent, string>>;
  templateLanguage?: string;
  /** The whole list (absent: kept as it is). */
  followUpTemplates?: WhatsappFollowUpTemplate[];
  /** Absent fields are kept as they are; an empty name stops that template. */
  stockAlertTemplates?: Partial<WhatsappStockAlertTemplates>;
}

/** POST /api/admin/channels/whatsapp/test: Meta's hello_world template to this number. */
export interface WhatsappTestInput {
  to: string;
}

export interface WhatsappTestResult {
  ok: boolean;
  /** WhatsApp's id of the message, or its reason for refusing it. */
  detail: string;
}
