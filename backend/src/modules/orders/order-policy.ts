import { Injectable } from '@nestjs/common';
import { SettingsService } from '../settings/settings.service';

/** The order rules that come from the admin's settings (admin spec §3 orderSettings). */
@Injectable()
export class OrderPolicy {
  constructor(private readonly settings: SettingsService) {}

  /** Hours after which an unpaid order is cancelled. Read again whenever a cancel-unpaid job runs. */
  cancellationHours(): Promise<number> {
    return this.settings.orderCancellationHours();
  }
}
