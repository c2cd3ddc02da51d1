import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ConfigType } from '@nestjs/config';
import { adminToolsConfig } from '../../../core/config/configuration';
import type { Job } from 'bullmq';
import {
  SCREENSHOT_CONCURRENCY,
  SCREENSHOT_DEVICES,
  SCREENSHOT_TIMEOUT_MS,
  type ScreenshotRequest,
  type ScreenshotSetup,
  type ScreenshotState,
  type ScreenshotView,
} from '@kedai/contracts';
import { publicUrl } from '../../../core/config/public-url';
import { ApiError } from '../../../core/http/api-error';
import type { JobOf } from '../../../core/queue/job-catalogue';
import { AuditService, type StaffActor } from '../../audit';
import { JobsService } from '../../../core/queue/jobs.service';
import { chromiumAvailable, chromiumMissingMessage } from './chromium';
import { ScreenshotStore } from './screenshot-store';
import { resolveCaptureTarget, screenshotFileName } from '../rules/screenshot.rules';

const notFound = () =>
  new ApiError(HttpStatus.NOT_FOUND, 'screenshot_not_found', 'No such screenshot (they are kept for an hour).');

/** The screenshot tool's API side: checks the address, queues the capture, reports it and hands out the PNG. */
@Injectable()
export class ScreenshotsService {
  constructor(
    private readonly jobs: JobsService,
    private readonly store: ScreenshotStore,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(adminToolsConfig.KEY) private readonly config: ConfigType<typeof adminToolsConfig>,
  ) {}

  private shopOrigin(): string {
    return new URL(publicUrl()).origin;
  }

  setup(): ScreenshotSetup {
    const path = this.config.chromiumPath;
    return {
      origin: this.shopOrigin(),
      chromium: { available: chromiumAvailable(path), path },
      timeoutMs: SCREENSHOT_TIMEOUT_MS,
      concurrency: SCREENSHOT_CONCURRENCY,
    };
  }

  async request(admin: StaffActor, body: ScreenshotRequest): Promise<ScreenshotView> {
    const adminId = admin.userId;
    const target = resolveCaptureTarget(body.url, this.shopOrigin());
    if (!target.ok) throw new ApiError(HttpStatus.BAD_REQUEST, 'screenshot_url_refused', target.message);
    if (!chromiumAvailable(this.config.chromiumPath)) {
      throw new ApiError(
        HttpStatus.SERVICE_UNAVAILABLE,
        'chromium_missing',
        chromiumMissingMessage(this.config.chromiumPath),
      );
    }
    const jobId = randomUUID();
    // The capture is queued inside the transaction of its audit entry: a refused queue leaves no entry.
    const job = await this.dataSource.transaction(async (em) => {
      await this.audit.record(
        em,
        admin,
        'screenshot.taken',
        { type: 'screenshot', id: jobId },
        {
          url: target.url.href,
          device: body.device,
        },
      );
      return this.jobs.add(
        'screenshots',
        'capture',
        { url: target.url.href, device: body.device, requestedBy: adminId },
        { jobId, attempts: 1, removeOnComplete: { age: 3600 }, removeOnFail: { age: 24 * 3600 } },
      );
    });
    return this.toView(job as JobOf<'screenshots'>, 'waiting');
  }

  async view(adminId: string, jobId: string): Promise<ScreenshotView> {
    // State first, job second, so a capture that finishes in between is read finished (see ops-queues).
    const state = /^[0-9a-f-]{36}$/.test(jobId) ? await this.jobs.queue('screenshots').getJobState(jobId) : 'unknown';
    const job = await this.jobOf(adminId, jobId);
    return this.toView(job, state);
  }

  async image(adminId: string, jobId: string): Promise<{ png: Buffer; fileName: string }> {
    const job = await this.jobOf(adminId, jobId);
    if ((await job.getState()) !== 'completed') {
      throw new ApiError(HttpStatus.CONFLICT, 'screenshot_not_ready', 'This screenshot is not taken yet.');
    }
    const png = await this.store.get(String(job.id));
    if (!png) throw notFound();
    return { png, fileName: this.fileNameOf(job) };
  }

  /** Only the admin who asked sees a capture (an admin page's capture shows their session's view). */
  private async jobOf(adminId: string, jobId: string): Promise<JobOf<'screenshots'>> {
    if (!/^[0-9a-f-]{36}$/.test(jobId)) throw notFound();
    const job = (await this.jobs.queue('screenshots').getJob(jobId)) as JobOf<'screenshots'> | undefined;
    if (!job || job.data.requestedBy !== adminId) throw notFound();
    return job;
  }

  private fileNameOf(job: Job<{ device: keyof typeof SCREENSHOT_DEVICES }>): string {
    return screenshotFileName(job.data.device, new Date(job.finishedOn ?? job.timestamp));
  }

  private toView(job: JobOf<'screenshots'>, rawState: string): ScreenshotView {
    const { width, height } = SCREENSHOT_DEVICES[job.data.device];
    const state: ScreenshotState =
      rawState === 'completed' || rawState === 'failed' || rawState === 'active' ? rawState : 'waiting';
    const progress = typeof job.progress === 'number' ? job.progress : 0;
    return {
      id: String(job.id),
      url: job.data.url,
      device: job.data.device,
      width,
      height,
      state,
      progress: state === 'completed' ? 100 : progress,
      error: state === 'failed' ? job.failedReason || 'The capture failed.' : null,
      fileName: this.fileNameOf(job),
      requestedAt: new Date(job.timestamp).toISOString(),
      finishedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
    };
  }
}
