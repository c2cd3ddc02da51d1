import { Injectable } from '@nestjs/common';
import { KeptSchedule } from '../../../core/queue/kept-schedule';

export const WHATSAPP_SWEEP_EVERY_MS = 60_000;

/** The WhatsApp sweep (sends left queued, interrupted sends settled): one round a minute across the workers. */
@Injectable()
export class WhatsappSweepSchedule extends KeptSchedule('channels', 'whatsapp-sweep', WHATSAPP_SWEEP_EVERY_MS) {}
