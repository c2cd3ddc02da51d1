/** The fulfilment module's public face: what other modules may import from it. */
export { DeliveriesReadModule } from './deliveries-read.module';
export { FulfilmentModule } from './fulfilment.module';
export { DeliveriesReadModel } from './read/deliveries.read-model';
export type { GuideOrder } from './rules/installation-steps';
export { FulfilmentService } from './services/fulfilment.service';
export { OrderGuideService } from './services/order-guide.service';
export { CodePoolService } from './services/code-pool.service';
export { CodePoolLevels, type CodePoolLevel } from './read/code-pool-levels.read-model';
export { CodeBurnService } from './services/code-burn.service';
