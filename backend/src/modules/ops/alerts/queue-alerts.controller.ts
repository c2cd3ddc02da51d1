import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { QueueAlertThresholds, QueueAlertsState } from '@kedai/contracts';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../../audit';
import { QueueAlertThresholdsDto } from '../dto/queue-alert-thresholds.dto';
import { OpsQueuesService } from '../ops-queues.service';
import { QueueAlertsService } from './queue-alerts.service';

@ApiTags('admin: queues')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/queue-alerts')
export class QueueAlertsController {
  constructor(
    private readonly alerts: QueueAlertsService,
    private readonly queues: OpsQueuesService,
  ) {}

  /** The alerts raised now and every queue's thresholds. */
  @Get()
  state(): Promise<QueueAlertsState> {
    return this.alerts.state();
  }

  @Put(':queue')
  set(
    @Actor() actor: StaffActor,
    @Param('queue') queue: string,
    @Body() body: QueueAlertThresholdsDto,
  ): Promise<QueueAlertThresholds[]> {
    this.queues.queueNamed(queue); // 404 queue_not_found for an unknown one
    return this.alerts.setThresholds(actor, { queue, ...body });
  }
}
