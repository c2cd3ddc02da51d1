/** The ops module's public face: what other modules may import from it. */
export { OpsModule } from './ops.module';
export { QueueAlertsService } from './alerts/queue-alerts.service';
export { OpsWorkerModule } from './ops-worker.module';
