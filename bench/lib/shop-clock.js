'use strict';
/**
 * When a benchmark's app should believe it is: the next Wednesday at `time` in Kuala Lumpur (UTC+8, no summer
 * time), as a forward offset from now for bench/lib/shifted-clock.js. Wednesday at 15:00 is inside the seeded chat
 * hours (weekdays 10:50–23:30); Wednesday at 03:00 is outside them.
 */
const MYT_OFFSET_MS = 8 * 3_600_000;
const WEDNESDAY = 3;

function offsetToWednesdayAt(time, nowMs = Date.now()) {
  const [hours, minutes] = time.split(':').map(Number);
  const local = new Date(nowMs + MYT_OFFSET_MS); // its UTC fields are the Kuala Lumpur wall clock
  const target = new Date(local);
  target.setUTCHours(hours, minutes, 0, 0);
  target.setUTCDate(target.getUTCDate() + ((WEDNESDAY - local.getUTCDay() + 7) % 7));
  if (target.getTime() <= local.getTime()) target.setUTCDate(target.getUTCDate() + 7);
  return target.getTime() - local.getTime();
}

/** The chat benchmarks' two hours of the shop's day. */
const SHOP_HOURS = {
  inside: { time: '15:00', label: 'inside chat hours (Wed 15:00 MYT)' },
  outside: { time: '03:00', label: 'outside chat hours (Wed 03:00 MYT)' },
};

module.exports = { offsetToWednesdayAt, SHOP_HOURS };
