import { Module } from '@nestjs/common';
import { AdminProblemReportsController, ProblemReportsController } from './http/problem-reports.controller';
import { ProblemReportAnnouncer } from './listeners/problem-report.announcer';
import { ProblemReportsModule } from './problem-reports.module';

/** /api/problem-reports (customers), /api/admin/problem-reports (staff) and the announcer of their changes. */
@Module({
  imports: [ProblemReportsModule],
  controllers: [ProblemReportsController, AdminProblemReportsController],
  providers: [ProblemReportAnnouncer],
})
export class ProblemReportsHttpModule {}
