import { JobsService } from '../../backend/src/core/queue/jobs.service';
import { AutoReplyScheduler } from '../../backend/src/modules/chat/auto-reply/auto-reply.scheduler';
import type { AckResponse } from '@kedai/contracts';
import type { Socket } from 'socket.io-client';
import { bearer, connectSocket, loginAdmin, startTestApp, TestApp } from '../support/test-app';
import { eventually } from '../support/wait';

/** 1 am in Malaysia, `daysAhead` days from now: chat is closed until 10:50 (or 11:20 on a weekend). */
function malaysianNight(daysAhead: number): Date {
  const night = new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000);
  night.setUTCHours(17, 0, 0, 0); // 17:00 UTC is 01:00 the next day in GMT+8
  return night;
}

/** The seeded rules answer "hi", and outside chat hours an unmatched message says when agents are back. */
describe('chat greeting and after-hours fallback', () => {
  let app: TestApp;
  let admin: string;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
  });
  afterAll(() => app.close());

  const test = (message: string, at?: string) =>
    app
      .http()
      .post('/api/admin/chat/auto-reply-test')
      .set(bearer(admin))
      .send({ message, ...(at && { at }) })
      .expect(200);

  it('greets "hi" but not a word that merely contains it', async () => {
    expect((await test('hi')).body).toMatchObject({ matched: true, keyword: 'hi', rule: { name: 'Greeting' } });
    expect((await test('Hi, is anyone there?', '2026-11-24T07:00:00Z')).body.rule.name).toBe('Greeting');
    expect((await test('this shipping thing', '2026-11-24T07:00:00Z')).body.keyword).not.toBe('hi');
  });

  it('answers an unmatched message at 1 am Malaysia time with when agents are back', async () => {
    const night = (await test('anyone?', '2026-11-23T17:00:00Z')).body;
    expect(night).toMatchObject({ matched: true, rule: { name: 'After hours', category: 'after_hours' } });
    expect(night.reply).toContain('will be back on Tue, 24 Nov, 10:50 am (GMT+8)');
    const day = (await test('anyone?', '2026-11-24T07:00:00Z')).body;
    expect(day.rule?.name).not.toBe('After hours');
  });

  it('says "agents are away" once per closed period, not after every message written at night', async () => {
    // The customer's messages are scheduled as if written at a fixed night (the live clock may be in hours);
    // what is counted is the auto-reply jobs the scheduler queues for this session.
    const scheduler = app.app.get(AutoReplyScheduler);
    const jobs = app.app.get(JobsService);
    const original = scheduler.onCustomerMessage.bind(scheduler);
    let night = malaysianNight(30);
    const scheduling: Promise<void>[] = [];
    const scheduleAt = jest.spyOn(scheduler, 'onCustomerMessage').mockImplementation((message, orderId) => {
      const step = original(message, orderId, night);
      scheduling.push(step);
      return step;
    });
    const queued = jest.spyOn(jobs, 'add');
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const send = (message: string) =>
      app
        .http()
        .post('/api/chat/send-message')
        .set(bearer(visitor.body.token))
        .send({ customerName: 'Night Owl', message })
        .expect(201);
    const awayRepliesFor = (sessionId: string) =>
      queued.mock.calls.filter(
        ([queue, name, data]) =>
          queue === 'chat' && name === 'auto-reply' && (data as { sessionId?: string }).sessionId === sessionId,
      ).length;
    // Scheduling runs after the customer's answer, one message after another: wait until each has run.
    const settle = async (messages: number) => {
      await eventually(() => scheduling.length >= messages, { timeoutMs: 5000, what: `${messages} schedulings` });
      expect(scheduling).toHaveLength(messages);
      await Promise.all(scheduling);
    };
    try {
      const sessionId = (await send('anyone there?')).body.session.id as string;
      await send('still waiting for an answer');
      await send('please reply');
      await settle(3);
      expect(awayRepliesFor(sessionId)).toBe(1);

      // The next night is another closed period: one answer again.
      night = malaysianNight(31);
      await send('back again tonight');
      await settle(4);
      expect(awayRepliesFor(sessionId)).toBe(2);
    } finally {
      scheduleAt.mockRestore();
      queued.mockRestore();
    }
  });

  it('a greeting in front of a question does not hide it: "hello, I forgot my password" gets the password help', async () => {
    const answer = (await test('hello, I forgot my password', '2026-11-24T07:00:00Z')).body;
    expect(answer).toMatchObject({ matched: true, keyword: 'password', rule: { name: 'Login & Password' } });
    expect((await test('hello!', '2026-11-24T07:00:00Z')).body.rule.name).toBe('Greeting');
  });

  describe('at night, with an agent there', () => {
    const sockets: Socket[] = [];
    afterEach(() => sockets.splice(0).forEach((socket) => socket.close()));
    const ask = async <T>(socket: Socket, event: string, payload: unknown): Promise<T> => {
      const answer = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
      if (!answer.ok) throw new Error(`${event}: ${answer.error.code} ${answer.error.message}`);
      return answer.data;
    };
    const agentSocket = async () => {
      const socket = await connectSocket(app, admin);
      sockets.push(socket);
      return socket;
    };

    /** Sends customer messages as if written at 1 am Malaysia time; returns what the scheduler queued for them. */
    async function nightChat() {
      const scheduler = app.app.get(AutoReplyScheduler);
      const jobs = app.app.get(JobsService);
      const original = scheduler.onCustomerMessage.bind(scheduler);
      const night = malaysianNight(40);
      const scheduling: Promise<void>[] = [];
      const spies = [
        jest.spyOn(scheduler, 'onCustomerMessage').mockImplementation((message, orderId) => {
          const step = original(message, orderId, night);
          scheduling.push(step);
          return step;
        }),
        jest.spyOn(jobs, 'add'),
      ];
      const queued = spies[1] as jest.SpyInstance;
      const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
      let sessionId = '';
      return {
        async send(message: string) {
          const count = scheduling.length + 1;
          const sent = await app
            .http()
            .post('/api/chat/send-message')
            .set(bearer(visitor.body.token))
            .send({ customerName: 'Night Owl', message, ...(sessionId && { sessionId }) })
            .expect(201);
          sessionId = sent.body.session.id as string;
          await eventually(() => scheduling.length >= count, { timeoutMs: 5000, what: 'the scheduling' });
          await Promise.all(scheduling);
          return sessionId;
        },
        /** The rules the scheduler queued replies of, for this conversation. */
        queuedRules: () =>
          queued.mock.calls
            .filter(([queue, name, data]) => queue === 'chat' && name === 'auto-reply' && data.sessionId === sessionId)
            .map(([, , data]) => data.ruleId as string),
        restore: () => spies.forEach((spy) => spy.mockRestore()),
      };
    }

    const ruleIdNamed = async (name: string) => {
      const rules = await app.http().get('/api/admin/chat/auto-reply-rules').set(bearer(admin)).expect(200);
      return (rules.body.rules as { id: string; name: string }[]).find((rule) => rule.name === name)?.id;
    };

    it('after an agent answered, the customer\'s "Thank you!" is not told that agents are away', async () => {
      const chat = await nightChat();
      try {
        const sessionId = await chat.send('hello');
        const greeting = await ruleIdNamed('Greeting');
        expect(chat.queuedRules()).toEqual([greeting]);
        const agent = await agentSocket();
        await ask(agent, 'agent:join-session', { sessionId });
        await ask(agent, 'agent:send', { sessionId, message: 'Hi! I am here, how can I help?' });
        // The agent then goes offline; having answered, they are still there for this customer for a while.
        await chat.send('Thank you!');
        expect(chat.queuedRules()).toEqual([greeting]);
      } finally {
        chat.restore();
      }
    });

    it('with an agent online, an unmatched message gets no "agents are away"; with none, it does', async () => {
      const away = await ruleIdNamed('After hours');
      const agent = await agentSocket();
      await ask(agent, 'agent:presence', { online: true });
      const withAgent = await nightChat();
      try {
        await withAgent.send('anyone there?');
        expect(withAgent.queuedRules()).toEqual([]);
      } finally {
        withAgent.restore();
      }
      await ask(agent, 'agent:presence', { online: false });
      const alone = await nightChat();
      try {
        await alone.send('anyone there?');
        expect(alone.queuedRules()).toEqual([away]);
      } finally {
        alone.restore();
      }
    });
  });

  it('refuses a time that is not a date', async () => {
    const bad = await app
      .http()
      .post('/api/admin/chat/auto-reply-test')
      .set(bearer(admin))
      .send({ message: 'hi', at: 'tonight' })
      .expect(400);
    expect(bad.body.errors).toContainEqual({
      field: 'at',
      messages: ['Time must be an ISO 8601 date, e.g. 2026-11-24T15:00:00Z'],
    });
  });
});
