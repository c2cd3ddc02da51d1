/** The reports module's public face: what other modules may import from it. */
export { ReportsModule } from './reports.module';
export { ReportsService } from './reports.service';
