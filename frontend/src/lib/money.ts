/** The one money formatter ("RM1,234.50"), shared with the e-mails: it lives in @kedai/contracts. */
export { formatRM, formatRMDecimal } from '@kedai/contracts';
