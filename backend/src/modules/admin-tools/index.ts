/** The admin-tools module's public face: what other modules may import from it. */
export { AdminToolsModule } from './admin-tools.module';
