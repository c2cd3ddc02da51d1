import { Injectable } from '@nestjs/common';
import { KeptSchedule } from '../../../core/queue/kept-schedule';

export const RETENTION_EVERY_MS = 24 * 3600 * 1000;

/**
 * The retention run, once a day across the workers: each kind of data older than its period in Settings → Data
 * retention, and the audit log's, through the owning modules' purges (a `retention` job of the cleanup queue).
 */
@Injectable()
export class RetentionSchedule extends KeptSchedule('cleanup', 'retention', RETENTION_EVERY_MS) {}
