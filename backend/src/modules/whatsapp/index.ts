/** The WhatsApp channel's public face (docs/channels.md). */
export { WhatsappModule } from './whatsapp.module';
export { WhatsappSender } from './services/whatsapp-sender.service';
export { WhatsappOrderUpdates, type OrderUpdateView } from './services/whatsapp-order-updates.service';
export {
  WhatsappStockAlerts,
  type StockAlertMessageView,
  type StockAlertTemplateRequest,
} from './services/whatsapp-stock-alerts.service';
