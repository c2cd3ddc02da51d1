import { Injectable } from '@nestjs/common';
import { KeptSchedule } from '../../../core/queue/kept-schedule';

export const RECONCILE_EVERY_MS = 60_000;

/** Reconciliation with the payment providers: one round a minute across the workers. */
@Injectable()
export class ReconcileSchedule extends KeptSchedule('payments', 'reconcile', RECONCILE_EVERY_MS) {}
