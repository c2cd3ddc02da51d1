/** The privacy module's public face: what other modules may import from it. */
export { ConsentsModule } from './consents.module';
export { ConsentsService, type ConsentInput } from './services/consents.service';
export { PrivacyModule } from './privacy.module';
export { RetentionService } from './services/retention.service';
