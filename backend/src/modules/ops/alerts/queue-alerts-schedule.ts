import { Injectable } from '@nestjs/common';
import { KeptSchedule } from '../../../core/queue/kept-schedule';

/** The queue-alert check on the maintenance queue, every QUEUE_ALERT_CHECK_MS across the workers. */
@Injectable()
export class QueueAlertsSchedule extends KeptSchedule(
  'maintenance',
  'queue-alerts',
  (timing) => timing.queueAlertCheckMs,
) {}
