'use strict';
/**
 * Preloaded into the app (`node --require`) by benchmarks that must run at a given hour of the shop's day:
 * the seeded "After hours" auto-reply answers differently inside and outside chat hours, and a benchmark may not
 * depend on when it is run. KEDAI_BENCH_CLOCK_OFFSET_MS moves the process's clock (Date.now() and `new Date()`)
 * forward by that much; everything the app times (job delays, presence, rate windows) moves with it. Only ever
 * forward, so that what the app dates (tokens, sessions) is never in the past for PostgreSQL or Redis, whose clocks
 * stay real. Bench-only: nothing in the product reads this variable.
 */
const offset = Number(process.env.KEDAI_BENCH_CLOCK_OFFSET_MS ?? 0);
if (Number.isFinite(offset) && offset > 0) {
  const RealDate = Date;
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }
    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
