import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CurrentUser } from '../../core/security/auth.decorators';
import type { UserPrincipal } from '../../core/security/principal';
import { CleanQueueDto } from './dto/clean-queue.dto';
import { ListJobsQuery } from './dto/list-jobs.query';
import { OpsQueuesService } from './ops-queues.service';
import type { FailedJobsHandled, JobDetail, JobPage, JobRemoved, QueueCleaned, QueueSummary } from '@kedai/contracts';

@ApiTags('admin: ops')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/queues')
export class OpsQueuesController {
  constructor(private readonly queues: OpsQueuesService) {}

  @Get()
  list(): Promise<QueueSummary[]> {
    return this.queues.summaries();
  }

  @Get(':queue')
  one(@Param('queue') queue: string): Promise<QueueSummary> {
    return this.queues.summary(queue);
  }

  @Get(':queue/jobs')
  jobs(@Param('queue') queue: string, @Query() query: ListJobsQuery): Promise<JobPage> {
    return this.queues.list(queue, query.state, query.page, query.pageSize);
  }

  @Get(':queue/jobs/:jobId')
  job(@Param('queue') queue: string, @Param('jobId') jobId: string): Promise<JobDetail> {
    return this.queues.detail(queue, jobId);
  }

  @Post(':queue/jobs/:jobId/retry')
  @HttpCode(200)
  retry(
    @Param('queue') queue: string,
    @Param('jobId') jobId: string,
    @CurrentUser() user: UserPrincipal,
  ): Promise<JobDetail> {
    return this.queues.retry(queue, jobId, user.email);
  }

  /** Every failed job of the queue runs again (up to 1,000 at a time). */
  @Post(':queue/failed/retry')
  @HttpCode(200)
  retryFailed(@Param('queue') queue: string, @CurrentUser() user: UserPrincipal): Promise<FailedJobsHandled> {
    return this.queues.retryFailed(queue, user.email);
  }

  /** Every failed job of the queue is removed. */
  @Post(':queue/failed/discard')
  @HttpCode(200)
  discardFailed(@Param('queue') queue: string, @CurrentUser() user: UserPrincipal): Promise<FailedJobsHandled> {
    return this.queues.discardFailed(queue, user.email);
  }

  @Post(':queue/jobs/:jobId/promote')
  @HttpCode(200)
  promote(@Param('queue') queue: string, @Param('jobId') jobId: string): Promise<JobDetail> {
    return this.queues.promote(queue, jobId);
  }

  @Delete(':queue/jobs/:jobId')
  remove(
    @Param('queue') queue: string,
    @Param('jobId') jobId: string,
    @CurrentUser() user: UserPrincipal,
  ): Promise<JobRemoved> {
    return this.queues.remove(queue, jobId, user.email);
  }

  @Post(':queue/clean')
  @HttpCode(200)
  clean(@Param('queue') queue: string, @Body() body: CleanQueueDto): Promise<QueueCleaned> {
    return this.queues.clean(queue, body.state, body.graceMs, body.limit);
  }

  @Post(':queue/pause')
  @HttpCode(200)
  pause(@Param('queue') queue: string): Promise<QueueSummary> {
    return this.queues.setPaused(queue, true);
  }

  @Post(':queue/resume')
  @HttpCode(200)
  resume(@Param('queue') queue: string): Promise<QueueSummary> {
    return this.queues.setPaused(queue, false);
  }
}
