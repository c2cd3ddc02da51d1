/** The guide-configs module's public face: what other modules may import from it. */
export { GuideConfigsModule } from './guide-configs.module';
export { GuideConfigsService } from './guide-configs.service';
