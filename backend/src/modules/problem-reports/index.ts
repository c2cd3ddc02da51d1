/** The problem-reports module's public face: what other modules may import from it. */
export { ProblemReportsModule } from './problem-reports.module';
export { ProblemReportsService } from './problem-reports.service';
