/** The health module's public face: what other modules may import from it. */
export { HealthModule } from './health.module';
