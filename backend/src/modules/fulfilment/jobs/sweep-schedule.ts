import { Injectable } from '@nestjs/common';
import { KeptSchedule } from '../../../core/queue/kept-schedule';

export const SWEEP_EVERY_MS = 60_000;

/** The fulfilment sweep (unpaid orders cancelled, stuck steps freed, rentals ended): once a minute across the workers. */
@Injectable()
export class SweepSchedule extends KeptSchedule('maintenance', 'sweep', SWEEP_EVERY_MS) {}

/** The sales rollup's upkeep (orders' SalesRollup.maintain): once a minute across the workers. */
@Injectable()
export class SalesRollupSchedule extends KeptSchedule('maintenance', 'sales-rollup', SWEEP_EVERY_MS) {}
