import type { AckResponse, ChatHours, ChatPresence } from '@kedai/contracts';
import { DEFAULT_CHAT_HOURS } from '@kedai/contracts';
import { addAgent, bearer, connectSocket, loginAdmin, startTestApp, TestApp } from '../support/test-app';

/**
 * Live chat's business hours and holidays, as the seller edits them: they decide the widget's status, when the
 * after-hours answer says agents are back, and what the storefront prints (GET /api/chat/hours).
 */
describe('chat business hours and holidays', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterEach(() => save(DEFAULT_CHAT_HOURS).expect(200));
  afterAll(() => app.close());

  const save = (hours: unknown, token = admin) =>
    app.http().put('/api/admin/chat/settings').set(bearer(token)).send({ hours });
  const tester = (message: string, at: string) =>
    app.http().post('/api/admin/chat/auto-reply-test').set(bearer(admin)).send({ message, at }).expect(200);
  // Tuesday 24 Nov 2026, 01:00 in Kuala Lumpur.
  const tuesdayNight = '2026-11-23T17:00:00Z';

  it('ships with weekdays 10:50–23:30 and weekends 11:20–12:20, readable by anyone', async () => {
    const answer = await app.http().get('/api/chat/hours').expect(200);
    expect(answer.body).toMatchObject({ hours: DEFAULT_CHAT_HOURS, timeZone: 'Asia/Kuala_Lumpur' });
    expect(typeof answer.body.withinHours).toBe('boolean');
    const settings = await app.http().get('/api/admin/chat/settings').set(bearer(admin)).expect(200);
    expect(settings.body.settings.hours).toEqual(DEFAULT_CHAT_HOURS);
  });

  it('a holiday closes the whole day: the after-hours answer names the next open day', async () => {
    expect((await tester('anyone?', tuesdayNight)).body.reply).toContain('Tue, 24 Nov, 10:50 am');
    const saved = await save({
      ...DEFAULT_CHAT_HOURS,
      holidays: [{ date: '2026-11-24', name: 'Shop holiday' }],
    }).expect(200);
    expect(saved.body.settings.hours.holidays).toEqual([{ date: '2026-11-24', name: 'Shop holiday' }]);
    expect((await tester('anyone?', tuesdayNight)).body.reply).toContain('Wed, 25 Nov, 10:50 am');
    // In the middle of the holiday's afternoon chat is closed too.
    expect((await tester('anyone?', '2026-11-24T07:00:00Z')).body.rule).toMatchObject({ category: 'after_hours' });
    const publicView = await app.http().get('/api/chat/hours').expect(200);
    expect(publicView.body.hours.holidays).toEqual([{ date: '2026-11-24', name: 'Shop holiday' }]);
  });

  it('new weekly hours change when chat opens, and what the widget is told now', async () => {
    // Open around the clock every day: the widget is told chat is open, and the tester's night is in hours.
    const allDay: ChatHours = { weekly: Array(7).fill({ openMinute: 0, closeMinute: 1440 }), holidays: [] };
    await save(allDay).expect(200);
    expect((await tester('anyone?', tuesdayNight)).body.rule?.category).not.toBe('after_hours');
    expect((await app.http().get('/api/chat/hours').expect(200)).body).toMatchObject({ withinHours: true });
    const socket = await connectSocket(app, admin);
    try {
      const presence = (await socket
        .timeout(5000)
        .emitWithAck('agent:presence', { online: false })) as AckResponse<ChatPresence>;
      expect(presence).toMatchObject({ ok: true, data: { withinHours: true } });
    } finally {
      socket.close();
    }
    // Closed on Tuesdays: Tuesday night's next opening is Wednesday 00:00.
    const weekly = [...allDay.weekly];
    weekly[2] = null;
    await save({ weekly, holidays: [] }).expect(200);
    expect((await tester('anyone?', tuesdayNight)).body.reply).toContain('Wed, 25 Nov, 12:00 am');
  });

  it.each([
    ['no day open', { weekly: Array(7).fill(null), holidays: [] }, 'Open live chat on at least one day of the week.'],
    [
      'closing before opening',
      { weekly: [null, { openMinute: 600, closeMinute: 540 }, null, null, null, null, null], holidays: [] },
      'Monday: closing must be after opening.',
    ],
    [
      'six days',
      { weekly: Array(6).fill(null), holidays: [] },
      'The weekly hours need seven days, Sunday to Saturday.',
    ],
    [
      'a date that does not exist',
      { ...DEFAULT_CHAT_HOURS, holidays: [{ date: '2026-02-30', name: 'x' }] },
      '"2026-02-30" is not a date (YYYY-MM-DD).',
    ],
  ])('refuses %s with a clear reason and keeps the hours', async (_, hours, reason) => {
    const refused = await save(hours).expect(400);
    expect(refused.body).toMatchObject({ code: 'chat_hours_invalid' });
    expect(refused.body.message).toContain(reason);
    const settings = await app.http().get('/api/admin/chat/settings').set(bearer(admin)).expect(200);
    expect(settings.body.settings.hours).toEqual(DEFAULT_CHAT_HOURS);
  });

  it('refuses null hours and a text instead of hours', async () => {
    expect((await save(null).expect(400)).body.message).toMatch(/Hours must be the weekly hours and the holidays/);
    await save('always').expect(400);
  });

  it('refuses null for any setting with a 400 that says what is wanted, and changes nothing', async () => {
    const put = (body: object) => app.http().put('/api/admin/chat/settings').set(bearer(admin)).send(body);
    const before = (await app.http().get('/api/admin/chat/settings').set(bearer(admin)).expect(200)).body.settings;
    expect((await put({ autoReplyEnabled: null }).expect(400)).body.message).toBe(
      'Auto-replies must be switched on (true) or off (false)',
    );
    expect((await put({ responseDelaySeconds: null }).expect(400)).body.message).toBe(
      'Response delay must be a whole number of seconds',
    );
    const settings = await app.http().get('/api/admin/chat/settings').set(bearer(admin)).expect(200);
    expect(settings.body.settings).toEqual(before);
  });

  it('only an admin changes the hours', async () => {
    const agent = await addAgent(app, admin);
    await save({ ...DEFAULT_CHAT_HOURS, holidays: [{ date: '2026-12-25', name: 'Christmas' }] }, agent.token).expect(
      403,
    );
    expect((await app.http().get('/api/chat/hours').expect(200)).body.hours.holidays).toEqual([]);
  });
});
