import {
  chatHoursAvailability,
  chatHoursOrDefault,
  chatHoursProblems,
  chatHoursSummary,
  DEFAULT_CHAT_HOURS,
  type ChatHours,
} from './chat-hours';

const KL = 'Asia/Kuala_Lumpur';
// Tuesday 24 Nov 2026 01:00 in Kuala Lumpur (closed until 10:50).
const tuesdayNight = new Date('2026-11-23T17:00:00Z');

describe('chat hours', () => {
  it('as shipped: weekdays 10:50–23:30, weekends 11:20–12:20', () => {
    expect(chatHoursAvailability(tuesdayNight, KL)).toEqual({
      withinHours: false,
      nextOpenAt: '2026-11-24T02:50:00.000Z',
    });
    expect(chatHoursAvailability(new Date('2026-11-24T07:00:00Z'), KL)).toEqual({ withinHours: true });
    // Friday 23:45: next opening Saturday 11:20.
    expect(chatHoursAvailability(new Date('2026-11-27T15:45:00Z'), KL).nextOpenAt).toBe('2026-11-28T03:20:00.000Z');
  });

  it('a holiday is closed all day, and the next opening skips it', () => {
    const hours: ChatHours = { ...DEFAULT_CHAT_HOURS, holidays: [{ date: '2026-11-24', name: 'Deepavali' }] };
    expect(chatHoursAvailability(new Date('2026-11-24T07:00:00Z'), KL, hours).withinHours).toBe(false);
    expect(chatHoursAvailability(tuesdayNight, KL, hours).nextOpenAt).toBe('2026-11-25T02:50:00.000Z');
  });

  it('a closed weekday is skipped; later today counts when it has not opened yet', () => {
    const hours: ChatHours = {
      weekly: [null, { openMinute: 540, closeMinute: 1020 }, null, null, null, null, null],
      holidays: [],
    };
    // Tuesday night: next Monday 09:00.
    expect(chatHoursAvailability(tuesdayNight, KL, hours).nextOpenAt).toBe('2026-11-30T01:00:00.000Z');
    // Monday 08:00: today at 09:00.
    expect(chatHoursAvailability(new Date('2026-11-30T00:00:00Z'), KL, hours).nextOpenAt).toBe(
      '2026-11-30T01:00:00.000Z',
    );
  });

  it('reads the week as people do, in each language', () => {
    expect(chatHoursSummary(DEFAULT_CHAT_HOURS, 'en')).toMatch(
      /^Mon–Fri 10:50 am–11:30 pm; Sat–Sun 11:20 am–12:20 pm$/i,
    );
    expect(chatHoursSummary(DEFAULT_CHAT_HOURS, 'ms')).toMatch(/^Isn–Jum 10:50 PG–11:30 PTG; Sab–Ahd /);
    expect(chatHoursSummary(DEFAULT_CHAT_HOURS, 'zh-Hans')).toBe('周一–周五 10:50–23:30; 周六–周日 11:20–12:20');
    const split: ChatHours = { ...DEFAULT_CHAT_HOURS, weekly: [...DEFAULT_CHAT_HOURS.weekly] };
    split.weekly[3] = null;
    expect(chatHoursSummary(split, 'en')).toMatch(/^Mon–Tue .*; Thu–Fri .*; Sat–Sun /);
  });

  it('names every problem of hours that cannot be saved', () => {
    expect(chatHoursProblems(DEFAULT_CHAT_HOURS)).toEqual([]);
    expect(chatHoursProblems({ weekly: Array(7).fill(null), holidays: [] })).toEqual([
      'Open live chat on at least one day of the week.',
    ]);
    const weekly = [...DEFAULT_CHAT_HOURS.weekly];
    weekly[1] = { openMinute: 600, closeMinute: 540 };
    weekly[2] = { openMinute: -1, closeMinute: 540 };
    expect(
      chatHoursProblems({
        weekly,
        holidays: [
          { date: '2026-02-31', name: '' },
          { date: '2026-12-25', name: 'Christmas' },
          { date: '2026-12-25', name: 'again' },
        ],
      }),
    ).toEqual([
      'Monday: closing must be after opening.',
      'Tuesday: opening and closing must be times of the day.',
      '"2026-02-31" is not a date (YYYY-MM-DD).',
      '2026-12-25 is listed twice.',
    ]);
    expect(chatHoursProblems(null)).toEqual(['Send the weekly hours and the holidays.']);
  });

  it('a stored value that is broken reads as the shipped hours; holidays come sorted', () => {
    expect(chatHoursOrDefault({ weekly: [] })).toBe(DEFAULT_CHAT_HOURS);
    expect(
      chatHoursOrDefault({
        ...DEFAULT_CHAT_HOURS,
        holidays: [
          { date: '2026-12-25', name: ' Christmas ' },
          { date: '2026-08-31', name: 'Merdeka' },
        ],
      }).holidays,
    ).toEqual([
      { date: '2026-08-31', name: 'Merdeka' },
      { date: '2026-12-25', name: 'Christmas' },
    ]);
  });
});
