import { randomUUID } from 'node:crypto';
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
    messages: { type: 'customer' | 'admin' | 'auto'; after: number; agent?: { id: string; name: string } }[];
  }

  async function conversation(seed: Seed): Promise<string> {
    const id = randomUUID();
    const start = new Date(seed.at);
    await db.query(
      `INSERT INTO chat_sessions (id, customer_name, status, created_at, ended_at, assignee_id, assignee_name, csat_rating)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [
        id,
        MARK,
        seed.status ?? 'ended',
        start,
        seed.endedAfter === undefined ? null : new Date(start.getTime() + seed.endedAfter * SECOND),
        seed.assignee?.id ?? null,
        seed.assignee?.name ?? null,
        seed.rating ?? null,
      ],
    );
    for (const message of seed.messages) {
      await db.query(
        `INSERT INTO chat_messages (session_id, sender_type, sender_id, sender_name, message, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          id,
          message.type,
          message.agent?.id ?? null,
          message.agent?.name ?? (message.type === 'customer' ? MARK : 'Kedai'),
          `${message.type} after ${message.after}s`,
          new Date(start.getTime() + message.after * SECOND),
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
    expect(body.current.totals.conversations).toBe(4);
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
    expect(lines).toContain('series,current,2019-07-01,2,,,,,2,4,0,0,1,0,1');
    expect(lines).toContain('totals,current,2019-07-01 to 2019-07-07,4,180,516,1800,3240,2,4,0,0,1,0,1');
    expect(lines).toContain('agent,current,Aisyah Report,2,330,546,600,600,1,5,0,0,0,0,1');
    expect(lines).toContain('totals,previous,2019-06-24 to 2019-06-30,1,30,30,300,300,1,4,0,0,0,1,0');
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
