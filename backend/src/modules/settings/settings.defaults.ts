import { DEFAULT_SST_RATE_PERCENT } from '@kedai/contracts';
import type { StoredSettings } from './entities/system-settings.entity';

/** What a fresh shop starts with (each setting: docs/product/admin.md#settings). */
export const DEFAULT_ORDER_CANCELLATION_HOURS = 24;

export const DEFAULT_SETTINGS: StoredSettings = {
  siteName: 'Kedai',
  siteDescription: 'Digital goods for Malaysia: app memberships, game rentals and courses.',
  contactEmail: 'support@kedai.local',
  contactPhone: '',
  address: '',
  businessRegistrationNumber: '',
  currency: 'MYR',
  timezone: 'Asia/Kuala_Lumpur',
  sst: { enabled: false, ratePercent: DEFAULT_SST_RATE_PERCENT, pricesIncludeTax: true },
  paymentMethods: { touchNGo: true, duitNow: false, alipay: true, wechatPay: true, bankTransfer: false },
  emailSettings: { smtpHost: '', smtpPort: 587, smtpUser: '', senderEmail: '', senderName: 'Kedai' },
  orderSettings: {
    automaticOrderConfirmation: true,
    automaticOrderCancellation: DEFAULT_ORDER_CANCELLATION_HOURS,
    minimumOrderAmount: 0,
    maximumOrderAmount: 99999,
  },
};
