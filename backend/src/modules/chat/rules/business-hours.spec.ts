import { DEFAULT_CHAT_HOURS } from '@kedai/contracts';
import { chatAvailability } from './business-hours';

/** A GMT+8 wall-clock time as the instant it stands for. */
const myt = (iso: string) => new Date(`${iso}+08:00`);

describe('chatAvailability (GMT+8)', () => {
  // 2026-11-23 is a Monday, 2026-11-28 a Saturday.
  it.each([
    ['Mon 10:49', '2026-11-23T10:49:00', false],
    ['Mon 10:50', '2026-11-23T10:50:00', true],
    ['Mon 23:29', '2026-11-23T23:29:59', true],
    ['Mon 23:30', '2026-11-23T23:30:00', false],
    ['Sat 11:19', '2026-11-28T11:19:00', false],
    ['Sat 11:20', '2026-11-28T11:20:00', true],
    ['Sat 12:19', '2026-11-28T12:19:00', true],
    ['Sat 12:20', '2026-11-28T12:20:00', false],
    ['Sun 12:00', '2026-11-29T12:00:00', true],
    ['Fri 15:00', '2026-11-27T15:00:00', true],
  ])('%s -> within hours %s', (_, at, expected) => {
    expect(chatAvailability(myt(at)).withinHours).toBe(expected);
  });

  it('gives no next opening while open', () => {
    expect(chatAvailability(myt('2026-11-23T12:00:00')).nextOpenAt).toBeUndefined();
  });

  it('opens later the same day when before opening', () => {
    expect(chatAvailability(myt('2026-11-23T10:49:00')).nextOpenAt).toBe(myt('2026-11-23T10:50:00').toISOString());
  });

  it('opens the next day after closing, with the weekend hours on Saturday', () => {
    expect(chatAvailability(myt('2026-11-27T23:30:00')).nextOpenAt).toBe(myt('2026-11-28T11:20:00').toISOString());
    expect(chatAvailability(myt('2026-11-29T12:20:00')).nextOpenAt).toBe(myt('2026-11-30T10:50:00').toISOString());
  });

  it('handles a UTC date that is a different day than in Malaysia', () => {
    // Monday 00:30 in Malaysia is Sunday 16:30 UTC: closed, opens Monday 10:50.
    const result = chatAvailability(new Date('2026-11-22T16:30:00Z'));
    expect(result).toEqual({ withinHours: false, nextOpenAt: myt('2026-11-23T10:50:00').toISOString() });
  });

  it('answers from the hours and zone it is given, even within a minute it has already answered', () => {
    const at = myt('2026-11-23T12:00:10');
    expect(chatAvailability(at).withinHours).toBe(true);
    const mondayClosed = {
      ...DEFAULT_CHAT_HOURS,
      weekly: DEFAULT_CHAT_HOURS.weekly.map((w, day) => (day === 1 ? null : w)),
    };
    expect(chatAvailability(myt('2026-11-23T12:00:20'), mondayClosed)).toEqual({
      withinHours: false,
      nextOpenAt: myt('2026-11-24T10:50:00').toISOString(),
    });
    // 12:00 in Kuala Lumpur is 04:00 in London: closed there.
    expect(chatAvailability(myt('2026-11-23T12:00:30'), DEFAULT_CHAT_HOURS, 'Europe/London').withinHours).toBe(false);
    expect(chatAvailability(myt('2026-11-23T12:00:40')).withinHours).toBe(true);
  });
});
