import { Injectable, Logger } from '@nestjs/common';
import type { Browser } from 'playwright-core';
import { SCREENSHOT_DEVICES, SCREENSHOT_TIMEOUT_MS, type UserView } from '@kedai/contracts';
import type { ScreenshotJob } from '../../../core/queue/job-catalogue';
import { SessionsService } from '../../auth/sessions.service';
import { CHROMIUM_ARGS, chromiumAvailable, chromiumMissingMessage, chromiumPath } from './chromium';
import { needsCaptureSession, pngSize } from '../rules/screenshot.rules';

/** A capture session lives a little longer than the capture may take, and is revoked when it ends. */
const CAPTURE_SESSION_SECONDS = Math.ceil(SCREENSHOT_TIMEOUT_MS / 1000) + 10;

export type ProgressReporter = (percent: number) => Promise<void>;

/**
 * Takes one screenshot with headless Chromium (playwright-core drives the machine's browser; none is ever
 * downloaded). A page under /admin is opened with a short-lived capture session of the admin who asked,
 * put into the capture browser's own storage, never into the URL. Everything is bounded by 20 s.
 */
@Injectable()
export class ScreenshotCaptureService {
  private readonly logger = new Logger(ScreenshotCaptureService.name);

  constructor(private readonly sessions: SessionsService) {}

  async capture(job: ScreenshotJob, progress: ProgressReporter): Promise<Buffer> {
    const executablePath = chromiumPath();
    if (!chromiumAvailable(executablePath)) throw new Error(chromiumMissingMessage(executablePath));
    const device = SCREENSHOT_DEVICES[job.device];
    const url = new URL(job.url);
    let browser: Browser | undefined;
    let sessionId: string | undefined;
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      void browser?.close().catch(() => undefined);
    }, SCREENSHOT_TIMEOUT_MS);
    const deadline = Date.now() + SCREENSHOT_TIMEOUT_MS;
    const left = () => Math.max(1, deadline - Date.now());
    try {
      // Loaded on the first capture: playwright-core costs every process about 70 MiB and 250 ms at start.
      const { chromium } = await import('playwright-core');
      browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, timeout: left() });
      if (timedOut) throw new Error('timed out');
      await progress(20);
      const context = await browser.newContext({
        viewport: { width: device.width, height: device.height },
        deviceScaleFactor: 1,
        isMobile: device.mobile,
        hasTouch: device.mobile,
        serviceWorkers: 'block',
      });
      if (needsCaptureSession(url)) {
        const session = await this.sessions.openCapture(job.requestedBy, CAPTURE_SESSION_SECONDS);
        sessionId = session.sessionId;
        const user = await this.captureUser(session.token);
        // Before the page's own scripts run, as if the admin had signed in inside this browser.
        await context.addInitScript({
          content: [
            `window.localStorage.setItem('kedai.token', ${JSON.stringify(session.token)});`,
            `window.localStorage.setItem('kedai.user', ${JSON.stringify(JSON.stringify(user))});`,
          ].join('\n'),
        });
      }
      await progress(35);
      const page = await context.newPage();
      await page.goto(url.href, { waitUntil: 'load', timeout: left() });
      await progress(60);
      // Let the screen fetch its data; a live socket keeps the network busy, so this is best effort.
      await page.waitForLoadState('networkidle', { timeout: Math.min(4000, left()) }).catch(() => undefined);
      await page.evaluate('document.fonts.ready.then(() => true)').catch(() => undefined);
      await progress(80);
      const png = await page.screenshot({ type: 'png', timeout: left() });
      const size = pngSize(png);
      if (!size || size.width !== device.width || size.height !== device.height) {
        throw new Error(`Chromium gave a picture of ${size ? `${size.width}×${size.height}` : 'unknown size'}.`);
      }
      await progress(95);
      return png;
    } catch (error) {
      if (timedOut) throw new Error(`The capture took longer than ${SCREENSHOT_TIMEOUT_MS / 1000} s and was stopped.`);
      throw error instanceof Error ? error : new Error(String(error));
    } finally {
      clearTimeout(timer);
      await browser?.close().catch(() => undefined);
      if (sessionId) {
        await this.sessions.revoke(sessionId).catch((error: unknown) => {
          this.logger.warn(`Capture session ${sessionId} not revoked: ${String(error)}`);
        });
      }
    }
  }

  /** The stored user the storefront expects beside its token (it refreshes it from /api/auth/me on start). */
  private async captureUser(token: string): Promise<UserView> {
    const principal = await this.sessions.resolve(token);
    if (principal?.kind !== 'user') throw new Error('The capture session could not be opened.');
    const now = new Date().toISOString();
    return {
      id: principal.userId,
      email: principal.email,
      name: principal.name,
      phone: null,
      role: principal.role,
      isActive: true,
      createdAt: now,
      lastLoginAt: now,
      language: principal.language,
    };
  }
}
