import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import type { SupportReport } from '@kedai/contracts';
import { addAgent, bearer, loginAdmin, startTestApp, TestApp } from '../support/test-app';

jest.setTimeout(90_000);

/** Conversations this spec seeds carry this name, so a rerun can clear its own leftovers and nobody else's. */
const MARK = 'support-report-spec';
const SECOND = 1000;

describe('admin support report API', () => {
  let app: TestApp;
  let db: DataSource;
  let admin: string;
  let aisyah: { id: string; token: string };
  let ben: { id: string };

  beforeAll(async () => {
    app = await startTestApp();
    db = app.app.get(DataSource);
    admin = await loginAdmin(app);
    aisyah = await addAgent(app, admin, 'Aisyah Report');
    ben = await addAgent(app, admin, 'Ben Report');
    await db.query('DELETE FROM chat_sessions WHERE customer_name = $1', [MARK]);
  });
  afterAll(async () => {
    await db.query('DELETE FROM chat_sessions WHERE customer_name = $1', [MARK]);
    await app.close();
  });

  interface Seed {
    /** When the customer opened the conversation (an instant; the shop's clock is Kuala Lumpur, UTC+8). */
    at: string;
    status?: 'waiting' | 'active' | 'ended';
    /** Seconds after the start. */
    endedAfter?: number;
    assignee?: { id: string; name: string };
    rating?: number;
    /** WhatsApp by its channel; e-mail: a web conversation the customer answered by e-mail. */
    channel?: 'web' | 'whatsapp' | 'email';
    messages: {
      type: 'customer' | 'admin' | 'auto';
      after: number;
      agent?: { id: string; name: string };
      /** Which stage wrote an automatic answer; 'order-status' is "where is my order?". */
      kind?: 'rule' | 'order-status';
      /** A staff-only note (an agent's, never shown to the customer). */
      note?: boolean;
    }[];
    /** Store the messages in this order of their indexes (time order when absent), one statement each. */
    storeOrder?: number[];
  }

  async function conversation(seed: Seed): Promise<string> {
    const id = randomUUID();
    const start = new Date(seed.at);
    await db.query(
      `INSERT INTO chat_sessions (id, customer_name, status, created_at, ended_at, assignee_id, assignee_name, csat_rating,
                                  channel, contact_phone, email_thread_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        id,
        MARK,
        seed.status ?? 'ended',
        start,
        seed.endedAfter === undefined ? null : new Date(start.getTime() + seed.endedAfter * SECOND),
        seed.assignee?.id ?? null,
        seed.assignee?.name ?? null,
        seed.rating ?? null,
        seed.channel === 'whatsapp' ? 'whatsapp' : 'web',
        seed.channel === 'whatsapp' ? `+6012${Math.floor(Math.random() * 1e7)}` : null,
        seed.channel === 'email' ? start : null,
      ],
    );
    for (const index of seed.storeOrder ?? seed.messages.keys()) {
      const message = seed.messages[index];
      await db.query(
        `INSERT INTO chat_messages (session_id, sender_type, sender_id, sender_name, message, created_at, auto_reply_kind,
                                    is_note)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          message.type,
          message.agent?.id ?? null,
          message.agent?.name ?? (message.type === 'customer' ? MARK : 'Kedai'),
          `${message.type} after ${message.after}s`,
          new Date(start.getTime() + message.after * SECOND),
          message.kind ?? (message.type === 'auto' ? 'rule' : null),
          message.note ?? false,
        ],
      );
    }
    return id;
  }

  const report = (query: string, token = admin) =>
    app.http().get(`/api/admin/reports/support?${query}`).set(bearer(token));

  it('is for admins only: guests 401, agents 403', async () => {
    expect((await app.http().get('/api/admin/reports/support?from=2019-07-01&to=2019-07-07')).status).toBe(401);
    expect((await report('from=2019-07-01&to=2019-07-07', aisyah.token)).status).toBe(403);
    const csv = await app
      .http()
      .get('/api/admin/reports/support.csv?from=2019-07-01&to=2019-07-07')
      .set(bearer(aisyah.token));
    expect(csv.status).toBe(403);
  });

  it('answers 400 with a reason for a bad range', async () => {
    const response = await report('from=2019-07-07&to=2019-07-01');
    expect(response.status).toBe(400);
    expect(String(response.body.message)).toMatch(/ends before it starts/);
  });

  it('times first responses and resolutions, places conversations on the shop clock, and exports the same', async () => {
    const A = { id: aisyah.id, name: 'Aisyah Report' };
    const B = { id: ben.id, name: 'Ben Report' };
    // Monday 1 July 2019, 09:00 in Kuala Lumpur: an auto-reply, then Aisyah after a minute; rated 5.
    await conversation({
      at: '2019-07-01T01:00:00Z',
      endedAfter: 600,
      assignee: A,
      rating: 5,
      messages: [
        { type: 'customer', after: 0 },
        { type: 'auto', after: 5 },
        { type: 'admin', after: 60, agent: A },
      ],
    });
    // Monday 09:30: Ben after three minutes (the first reply counts from the customer's first message); rated 3.
    await conversation({
      at: '2019-07-01T01:30:00Z',
      endedAfter: 1800,
      assignee: B,
      rating: 3,
      messages: [
        { type: 'customer', after: 10 },
        { type: 'customer', after: 20 },
        { type: 'admin', after: 190, agent: B },
      ],
    });
    // Wednesday 23:30: only an auto-reply, nobody answered; ended after an hour.
    await conversation({
      at: '2019-07-03T15:30:00Z',
      endedAfter: 3600,
      messages: [
        { type: 'customer', after: 0 },
        { type: 'auto', after: 5 },
      ],
    });
    // Sunday 7 July 00:15 on the shop clock (still Saturday in UTC): Aisyah after ten minutes, still open.
    await conversation({
      at: '2019-07-06T16:15:00Z',
      status: 'active',
      assignee: A,
      messages: [
        { type: 'customer', after: 0 },
        { type: 'admin', after: 600, agent: A },
      ],
    });
    // The week before (Tuesday 25 June): answered in 30 s, rated 4.
    await conversation({
      at: '2019-06-25T02:00:00Z',
      endedAfter: 300,
      assignee: A,
      rating: 4,
      messages: [
        { type: 'customer', after: 0 },
        { type: 'admin', after: 30, agent: A },
      ],
    });

    const body = (await report('from=2019-07-01&to=2019-07-07').expect(200)).body as SupportReport;
    expect(body.current.series.map((row) => [row.bucket, row.conversations])).toEqual([
      ['2019-07-01', 2],
      ['2019-07-02', 0],
      ['2019-07-03', 1],
      ['2019-07-04', 0],
      ['2019-07-05', 0],
      ['2019-07-06', 0],
      ['2019-07-07', 1],
    ]);
    // First responses 60, 180, 600 s: median 180, p90 180 + 0.8 × 420 = 516 (linear between ranks).
    expect(body.current.totals.firstResponse).toEqual({ count: 3, medianSeconds: 180, p90Seconds: 516 });
    // Resolutions (ended only) 600, 1800, 3600 s: median 1800, p90 1800 + 0.8 × 1800 = 3240.
    expect(body.current.totals.resolution).toEqual({ count: 3, medianSeconds: 1800, p90Seconds: 3240 });
    expect(body.current.totals.csat).toEqual({ count: 2, average: '4.00', distribution: [0, 0, 1, 0, 1] });
    expect(body.current.totals.autoReplies).toEqual({ sent: 2, conversations: 2, agentAnsweredAfter: 1 });
    expect(body.current.totals.whereIsMyOrder).toEqual({ sent: 0, conversations: 0, answeredWithoutAgent: 0 });
    expect(body.current.totals.conversations).toBe(4);
    expect(body.channel).toBeNull();
    expect(body.byChannel.map((row) => [row.channel, row.conversations])).toEqual([
      ['web', 4],
      ['whatsapp', 0],
      ['email', 0],
    ]);
    expect(body.current.series[0].csat).toEqual({ count: 2, average: '4.00', distribution: [0, 0, 1, 0, 1] });

    // Monday 09h twice, Wednesday 23h, Sunday 00h; nothing else.
    expect(body.heatMap).toHaveLength(7);
    expect(body.heatMap[0][9]).toBe(2);
    expect(body.heatMap[2][23]).toBe(1);
    expect(body.heatMap[6][0]).toBe(1);
    expect(body.heatMap.flat().reduce((sum, cell) => sum + cell, 0)).toBe(4);

    // Aisyah wrote two first replies (60, 600: median 330, p90 546) and held one conversation to its end.
    expect(body.byAgent).toEqual([
      {
        agentId: A.id,
        name: A.name,
        firstResponse: { count: 2, medianSeconds: 330, p90Seconds: 546 },
        resolution: { count: 1, medianSeconds: 600, p90Seconds: 600 },
        csat: { count: 1, average: '5.00', distribution: [0, 0, 0, 0, 1] },
      },
      {
        agentId: B.id,
        name: B.name,
        firstResponse: { count: 1, medianSeconds: 180, p90Seconds: 180 },
        resolution: { count: 1, medianSeconds: 1800, p90Seconds: 1800 },
        csat: { count: 1, average: '3.00', distribution: [0, 0, 1, 0, 0] },
      },
    ]);

    expect(body.previous.period).toMatchObject({ from: '2019-06-24', to: '2019-06-30' });
    expect(body.previous.totals).toMatchObject({
      conversations: 1,
      firstResponse: { count: 1, medianSeconds: 30, p90Seconds: 30 },
      csat: { count: 1, average: '4.00' },
    });

    const csv = await app
      .http()
      .get('/api/admin/reports/support.csv?from=2019-07-01&to=2019-07-07')
      .set(bearer(admin))
      .expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^Section,Period,Bucket or agent,Conversations,First response median \(s\)/);
    expect(lines[0]).toMatch(/,5★,Auto-replies,Where is my order\? answers,Answered without an agent$/);
    expect(lines[1]).toBe('channel,filter,All channels,,,,,,,,,,,,,,,');
    expect(lines).toContain('series,current,2019-07-01,2,,,,,2,4,0,0,1,0,1,,,');
    expect(lines).toContain('totals,current,2019-07-01 to 2019-07-07,4,180,516,1800,3240,2,4,0,0,1,0,1,2,0,0');
    expect(lines).toContain('agent,current,Aisyah Report,2,330,546,600,600,1,5,0,0,0,0,1,,,');
    expect(lines).toContain('totals,previous,2019-06-24 to 2019-06-30,1,30,30,300,300,1,4,0,0,0,1,0,0,0,0');
    expect(lines).toContain('channel,current,Web chat,4,180,516,1800,3240,2,4,0,0,1,0,1,2,0,0');
    expect(lines).toContain('channel,current,WhatsApp,0,,,,,0,,0,0,0,0,0,0,0,0');
    expect(lines).toContain('channel,current,E-mail,0,,,,,0,,0,0,0,0,0,0,0,0');
  });

  it('tells channels apart and counts "where is my order?" answers apart from auto-replies', async () => {
    const A = { id: aisyah.id, name: 'Aisyah Report' };
    // Monday 5 August 2019, 10:00 in Kuala Lumpur, on WhatsApp: a keyword auto-reply, then Aisyah after 2 minutes.
    await conversation({
      at: '2019-08-05T02:00:00Z',
      channel: 'whatsapp',
      endedAfter: 900,
      assignee: A,
      messages: [
        { type: 'customer', after: 0 },
        { type: 'auto', after: 2 },
        { type: 'admin', after: 120, agent: A },
      ],
    });
    // By e-mail: "where is my order?" answered twice, nobody else wrote: answered without an agent.
    await conversation({
      at: '2019-08-05T03:00:00Z',
      channel: 'email',
      messages: [
        { type: 'customer', after: 0 },
        { type: 'auto', after: 2, kind: 'order-status' },
        { type: 'customer', after: 100 },
        { type: 'auto', after: 102, kind: 'order-status' },
      ],
    });
    // By e-mail: "where is my order?" answered, and an agent still wrote after it; and a greeting auto-reply.
    await conversation({
      at: '2019-08-06T03:00:00Z',
      channel: 'email',
      endedAfter: 600,
      assignee: A,
      rating: 4,
      messages: [
        { type: 'customer', after: 0 },
        { type: 'auto', after: 1 },
        { type: 'auto', after: 2, kind: 'order-status' },
        { type: 'admin', after: 300, agent: A },
      ],
    });
    // Web chat, the same week: a keyword auto-reply only.
    await conversation({
      at: '2019-08-07T03:00:00Z',
      messages: [
        { type: 'customer', after: 0 },
        { type: 'auto', after: 2 },
      ],
    });

    const all = (await report('from=2019-08-05&to=2019-08-11').expect(200)).body as SupportReport;
    expect(all.channel).toBeNull();
    expect(all.current.totals.conversations).toBe(4);
    expect(all.current.totals.autoReplies).toEqual({ sent: 3, conversations: 3, agentAnsweredAfter: 2 });
    expect(all.current.totals.whereIsMyOrder).toEqual({ sent: 3, conversations: 2, answeredWithoutAgent: 1 });
    expect(all.byChannel).toEqual([
      {
        channel: 'web',
        conversations: 1,
        firstResponse: { count: 0, medianSeconds: null, p90Seconds: null },
        resolution: { count: 0, medianSeconds: null, p90Seconds: null },
        csat: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
        autoReplies: 1,
        whereIsMyOrder: { sent: 0, conversations: 0, answeredWithoutAgent: 0 },
      },
      {
        channel: 'whatsapp',
        conversations: 1,
        firstResponse: { count: 1, medianSeconds: 120, p90Seconds: 120 },
        resolution: { count: 1, medianSeconds: 900, p90Seconds: 900 },
        csat: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] },
        autoReplies: 1,
        whereIsMyOrder: { sent: 0, conversations: 0, answeredWithoutAgent: 0 },
      },
      {
        channel: 'email',
        conversations: 2,
        firstResponse: { count: 1, medianSeconds: 300, p90Seconds: 300 },
        resolution: { count: 1, medianSeconds: 600, p90Seconds: 600 },
        csat: { count: 1, average: '4.00', distribution: [0, 0, 0, 1, 0] },
        autoReplies: 1,
        whereIsMyOrder: { sent: 3, conversations: 2, answeredWithoutAgent: 1 },
      },
    ]);

    // Filtered to e-mail: every figure is of the e-mail conversations only.
    const email = (await report('from=2019-08-05&to=2019-08-11&channel=email').expect(200)).body as SupportReport;
    expect(email.channel).toBe('email');
    expect(email.current.totals).toMatchObject({
      conversations: 2,
      firstResponse: { count: 1, medianSeconds: 300, p90Seconds: 300 },
      autoReplies: { sent: 1, conversations: 1, agentAnsweredAfter: 1 },
      whereIsMyOrder: { sent: 3, conversations: 2, answeredWithoutAgent: 1 },
    });
    expect(email.current.series.slice(0, 3).map((row) => row.conversations)).toEqual([1, 1, 0]);
    expect(email.byChannel.map((row) => row.channel)).toEqual(['email']);
    expect(email.byAgent).toEqual([
      expect.objectContaining({ agentId: A.id, firstResponse: expect.objectContaining({ count: 1 }) }),
    ]);
    expect(email.heatMap.flat().reduce((sum, cell) => sum + cell, 0)).toBe(2);

    const whatsapp = (await report('from=2019-08-05&to=2019-08-11&channel=whatsapp').expect(200)).body as SupportReport;
    expect(whatsapp.current.totals).toMatchObject({
      conversations: 1,
      autoReplies: { sent: 1 },
      whereIsMyOrder: { sent: 0 },
    });
    const web = (await report('from=2019-08-05&to=2019-08-11&channel=web').expect(200)).body as SupportReport;
    expect(web.current.totals.conversations).toBe(1);
    expect(
      (await report('from=2019-08-05&to=2019-08-11&channel=all').expect(200)).body.current.totals.conversations,
    ).toBe(4);

    const csv = await app
      .http()
      .get('/api/admin/reports/support.csv?from=2019-08-05&to=2019-08-11&channel=email')
      .set(bearer(admin))
      .expect(200);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[1]).toBe('channel,filter,E-mail,,,,,,,,,,,,,,,');
    expect(lines).toContain('totals,current,2019-08-05 to 2019-08-11,2,300,300,600,600,1,4,0,0,0,1,0,1,3,1');
    expect(lines).toContain('channel,current,E-mail,2,300,300,600,600,1,4,0,0,0,1,0,1,3,1');
    expect(lines.some((line) => line.startsWith('channel,current,Web chat'))).toBe(false);
  });

  it('counts no staff note as an answer, whatever order the messages were stored in, and keeps the figures once the messages are purged', async () => {
    const A = { id: aisyah.id, name: 'Aisyah Report' };
    const B = { id: ben.id, name: 'Ben Report' };
    // Monday 2 September 2019, 10:00 in Kuala Lumpur: Ben's note at 20 s is not an answer; Aisyah's at 90 s is.
    const noted = await conversation({
      at: '2019-09-02T02:00:00Z',
      endedAfter: 600,
      messages: [
        { type: 'customer', after: 0 },
        { type: 'admin', after: 20, agent: B, note: true },
        { type: 'admin', after: 90, agent: A },
      ],
    });
    // An auto-reply followed only by a staff note: no agent answered after it.
    const autoThenNote = await conversation({
      at: '2019-09-02T03:00:00Z',
      messages: [
        { type: 'customer', after: 0 },
        { type: 'auto', after: 5 },
        { type: 'admin', after: 30, agent: A, note: true },
      ],
    });
    // Stored newest first: Ben's reply, the auto-reply, then the customer's second and first messages. The first
    // reply still counts from the first message (40 s), and Ben still wrote after the auto-reply.
    const backwards = await conversation({
      at: '2019-09-03T03:00:00Z',
      messages: [
        { type: 'customer', after: 0 },
        { type: 'auto', after: 5 },
        { type: 'customer', after: 10 },
        { type: 'admin', after: 40, agent: B },
      ],
      storeOrder: [3, 1, 2, 0],
    });

    const before = (await report('from=2019-09-02&to=2019-09-08').expect(200)).body as SupportReport;
    // First responses 40 and 90 s: median 65, p90 40 + 0.9 × 50 = 85.
    expect(before.current.totals.firstResponse).toEqual({ count: 2, medianSeconds: 65, p90Seconds: 85 });
    expect(before.current.totals.autoReplies).toEqual({ sent: 2, conversations: 2, agentAnsweredAfter: 1 });
    expect(before.byAgent.map((row) => [row.name, row.firstResponse])).toEqual([
      [A.name, { count: 1, medianSeconds: 90, p90Seconds: 90 }],
      [B.name, { count: 1, medianSeconds: 40, p90Seconds: 40 }],
    ]);

    // Data retention purges an ended conversation's messages: the report of its period stays as it was.
    await db.query('DELETE FROM chat_messages WHERE session_id = ANY($1::uuid[])', [[noted, autoThenNote, backwards]]);
    const after = (await report('from=2019-09-02&to=2019-09-08').expect(200)).body as SupportReport;
    const figures = (body: SupportReport) => ({ ...body, waitingNow: null, generatedAt: null });
    expect(figures(after)).toEqual(figures(before));
  });

  it('keeps on each conversation the figures its messages give, however they are stored (property)', async () => {
    type Sender = 'customer' | 'admin' | 'note' | 'auto' | 'order-status';
    const message = fc.record({ sender: fc.constantFrom<Sender>('customer', 'admin', 'note', 'auto', 'order-status') });
    const conversationArb = fc.array(message, { minLength: 1, maxLength: 8 }).chain((messages) =>
      fc.record({
        messages: fc.constant(messages.map((m, index) => ({ ...m, at: index + 1 }))),
        // The order they are stored in, and how many go in each statement.
        storeOrder: fc.shuffledSubarray([...messages.keys()], { minLength: messages.length }),
        cuts: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: messages.length, maxLength: messages.length }),
      }),
    );
    const start = new Date('2019-10-01T02:00:00Z').getTime();
    const at = (seconds: number) => new Date(start + seconds * SECOND).toISOString();

    await fc.assert(
      fc.asyncProperty(conversationArb, async ({ messages, storeOrder, cuts }) => {
        const id = randomUUID();
        await db.query(
          `INSERT INTO chat_sessions (id, customer_name, status, created_at) VALUES ($1, $2, 'active', $3)`,
          [id, MARK, at(0)],
        );
        try {
          for (let from = 0, cut = 0; from < storeOrder.length; from += cuts[cut++]) {
            const group = storeOrder.slice(from, from + cuts[cut]).map((index) => messages[index]);
            await db.query(
              `INSERT INTO chat_messages (session_id, sender_type, sender_id, sender_name, message, created_at,
                                          auto_reply_kind, is_note)
               SELECT $1, u.type, $2::uuid, 'x', 'x', u.at, u.kind, u.note
                 FROM unnest($3::varchar[], $4::timestamptz[], $5::varchar[], $6::boolean[]) AS u(type, at, kind, note)`,
              [
                id,
                aisyah.id,
                group.map((m) => (m.sender === 'note' ? 'admin' : m.sender === 'order-status' ? 'auto' : m.sender)),
                group.map((m) => at(m.at)),
                group.map((m) => (m.sender === 'auto' ? 'rule' : m.sender === 'order-status' ? 'order-status' : null)),
                group.map((m) => m.sender === 'note'),
              ],
            );
          }
          // What the figures mean, from the whole conversation at once.
          const first = (sender: Sender, after = 0) =>
            messages.find((m) => m.sender === sender && m.at >= after)?.at ?? null;
          const asked = first('customer');
          const reply = asked === null ? null : first('admin', asked);
          const agentAfter = (from: number | null) =>
            from !== null && messages.some((m) => m.sender === 'admin' && m.at > from);
          const autoAt = first('auto');
          const wimoAt = first('order-status');
          const expected = {
            asked: asked && at(asked),
            reply: reply && at(reply),
            responder: reply && aisyah.id,
            autos: messages.filter((m) => m.sender === 'auto').length,
            autoAt: autoAt && at(autoAt),
            agentAfterAuto: agentAfter(autoAt),
            wimos: messages.filter((m) => m.sender === 'order-status').length,
            wimoAt: wimoAt && at(wimoAt),
            agentAfterWimo: agentAfter(wimoAt),
          };
          const [row] = await db.query(
            `SELECT to_json(first_asked_at) #>> '{}' AS asked, to_json(first_reply_at) #>> '{}' AS reply,
                    first_responder_id AS responder, auto_replies AS autos,
                    to_json(first_auto_reply_at) #>> '{}' AS "autoAt", agent_after_auto_reply AS "agentAfterAuto",
                    order_status_answers AS wimos, to_json(first_order_status_answer_at) #>> '{}' AS "wimoAt",
                    agent_after_order_status_answer AS "agentAfterWimo"
               FROM chat_sessions WHERE id = $1`,
            [id],
          );
          const iso = (value: string | null) => value && new Date(value).toISOString();
          expect({
            ...row,
            asked: iso(row.asked),
            reply: iso(row.reply),
            autoAt: iso(row.autoAt),
            wimoAt: iso(row.wimoAt),
          }).toEqual(expected);
        } finally {
          await db.query('DELETE FROM chat_sessions WHERE id = $1', [id]);
        }
      }),
      { numRuns: 150 },
    );
  });

  it('times a conversation written through the chat itself', async () => {
    const visitor = (await app.http().post('/api/auth/visitor').send({}).expect(200)).body.token as string;
    const sent = await app
      .http()
      .post('/api/chat/send-message')
      .set(bearer(visitor))
      .send({ customerName: MARK, message: 'My code is not working' })
      .expect(201);
    const sessionId = sent.body.session.id as string;
    const write = (token: string, body: object) =>
      app.http().post(`/api/admin/chat/sessions/${sessionId}/messages`).set(bearer(token)).send(body).expect(201);
    await write(admin, { message: 'Aisyah, can you take this one?', isNote: true });
    await write(aisyah.token, { message: 'Hi! Let me check your code.' });
    // Moved to a day of its own, so the figures are exactly this conversation's.
    await db.query(`UPDATE chat_sessions SET created_at = '2019-09-16T02:00:00Z' WHERE id = $1`, [sessionId]);

    const body = (await report('from=2019-09-16&to=2019-09-16').expect(200)).body as SupportReport;
    expect(body.current.totals.conversations).toBe(1);
    expect(body.current.totals.firstResponse.count).toBe(1);
    expect(body.byAgent.map((row) => [row.agentId, row.firstResponse.count])).toEqual([[aisyah.id, 1]]);
  });

  it('answers 400 with the accepted channels for an unknown one', async () => {
    const response = await report('from=2019-08-05&to=2019-08-11&channel=fax');
    expect(response.status).toBe(400);
    expect(String(response.body.message)).toBe('The channel must be one of: all, web, whatsapp, email.');
    const csv = await app
      .http()
      .get('/api/admin/reports/support.csv?from=2019-08-05&to=2019-08-11&channel=fax')
      .set(bearer(admin));
    expect(csv.status).toBe(400);
  });

  it('says how many wait right now and for how long the oldest has', async () => {
    const startedAgo = 2 * 60 * 60;
    const id = await conversation({
      at: new Date(Date.now() - startedAgo * SECOND).toISOString(),
      status: 'waiting',
      messages: [{ type: 'customer', after: 0 }],
    });
    try {
      const body = (await report('from=2019-07-01&to=2019-07-01').expect(200)).body as SupportReport;
      expect(body.waitingNow.count).toBeGreaterThanOrEqual(1);
      expect(body.waitingNow.longestWaitSeconds).toBeGreaterThanOrEqual(startedAgo);
    } finally {
      // Other suites count waiting conversations too: this one goes at once.
      await db.query('DELETE FROM chat_sessions WHERE id = $1', [id]);
    }
  });
});
