/** The stock-alerts module's public face: what other modules may import from it. */
export { StockAlertsModule } from './stock-alerts.module';
export { StockAlertsService } from './stock-alerts.service';
