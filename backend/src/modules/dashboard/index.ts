/** The dashboard module's public face: what other modules may import from it. */
export { DashboardModule } from './dashboard.module';
