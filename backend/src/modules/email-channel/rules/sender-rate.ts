/**
 * How many messages one client address may hand the SMTP listener per minute (per process). A person answering
 * a chat sends a few; more is a flood, answered "try later" (451), which real mail servers do.
 */
export const SMTP_MESSAGES_PER_MINUTE = 30;

/** A fixed one-minute window per client address; `now` is given so the rule is a pure function of time. */
export class SenderRate {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit = SMTP_MESSAGES_PER_MINUTE,
    private readonly windowMs = 60_000,
  ) {}

  /** Counts one message from `address`; false when it is over the limit for the current window. */
  take(address: string, now: number): boolean {
    if (this.windows.size > 10_000) this.forgetBefore(now - this.windowMs);
    const window = this.windows.get(address);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(address, { start: now, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private forgetBefore(time: number): void {
    for (const [address, window] of this.windows) if (window.start < time) this.windows.delete(address);
  }
}
