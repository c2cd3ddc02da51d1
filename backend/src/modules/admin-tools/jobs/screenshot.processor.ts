import { Processor, WorkerHost } from '@nestjs/bullmq';
import { SCREENSHOT_CONCURRENCY } from '@kedai/contracts';
import type { JobOf } from '../../../core/queue/job-catalogue';
import { ScreenshotCaptureService } from '../services/screenshot-capture.service';
import { ScreenshotStore } from '../services/screenshot-store';
import { InJobLogContext } from '../../../core/logging/log-context';

/** The screenshots queue: at most two Chromium captures at once in each worker process. */
@Processor('screenshots', { concurrency: SCREENSHOT_CONCURRENCY })
export class ScreenshotProcessor extends WorkerHost {
  constructor(
    private readonly capture: ScreenshotCaptureService,
    private readonly store: ScreenshotStore,
  ) {
    super();
  }

  @InJobLogContext('screenshots')
  async process(job: JobOf<'screenshots'>): Promise<{ bytes: number }> {
    const png = await this.capture.capture(job.data, (percent) => job.updateProgress(percent));
    await this.store.put(String(job.id), png);
    await job.updateProgress(100);
    return { bytes: png.length };
  }
}
