import {
  agentRows,
  channelRows,
  csatOf,
  heatMapOf,
  quantile,
  supportFigures,
  type ConversationFacts,
} from './support-figures';

const facts = (over: Partial<ConversationFacts>): ConversationFacts => ({
  bucket: '2024-05-06',
  weekday: 1,
  hour: 9,
  channel: 'web',
  firstResponseSeconds: null,
  firstResponderId: null,
  firstResponderName: null,
  resolutionSeconds: null,
  assigneeId: null,
  assigneeName: null,
  csatRating: null,
  autoReplies: 0,
  agentAfterAuto: false,
  orderStatusAnswers: 0,
  agentAfterOrderStatus: false,
  ...over,
});

describe('support figures', () => {
  it('takes quantiles linearly between ranks, as percentile_cont does', () => {
    expect(quantile([], 0.5)).toBeNull();
    expect(quantile([60], 0.9)).toBe(60);
    expect(quantile([60, 120, 600, 30], 0.5)).toBe(90);
    // Ranks 0..3; 0.9 × 3 = 2.7: 120 + 0.7 × (600 − 120) = 456.
    expect(quantile([60, 120, 600, 30], 0.9)).toBe(456);
  });

  it('averages ratings to two places and counts each', () => {
    expect(csatOf([])).toEqual({ count: 0, average: null, distribution: [0, 0, 0, 0, 0] });
    expect(csatOf([5, 4, 4])).toEqual({ count: 3, average: '4.33', distribution: [0, 0, 0, 2, 1] });
    expect(csatOf([1, 2])).toEqual({ count: 2, average: '1.50', distribution: [1, 1, 0, 0, 0] });
  });

  it('fills every bucket, counts auto-replies and the agent answers after them', () => {
    const { totals, series } = supportFigures(
      ['2024-05-06', '2024-05-07'],
      [
        facts({ firstResponseSeconds: 60, autoReplies: 2, agentAfterAuto: true, csatRating: 5 }),
        facts({ autoReplies: 1 }),
        facts({ firstResponseSeconds: 180, resolutionSeconds: 900 }),
      ],
    );
    expect(series).toEqual([
      { bucket: '2024-05-06', conversations: 3, csat: { count: 1, average: '5.00', distribution: [0, 0, 0, 0, 1] } },
      { bucket: '2024-05-07', conversations: 0, csat: { count: 0, average: null, distribution: [0, 0, 0, 0, 0] } },
    ]);
    expect(totals.firstResponse).toEqual({ count: 2, medianSeconds: 120, p90Seconds: 168 });
    expect(totals.resolution).toEqual({ count: 1, medianSeconds: 900, p90Seconds: 900 });
    expect(totals.autoReplies).toEqual({ sent: 3, conversations: 2, agentAnsweredAfter: 1 });
  });

  it('places conversations on a Monday-first week of 24 hours', () => {
    const map = heatMapOf([
      { weekday: 1, hour: 0 },
      { weekday: 7, hour: 23 },
      { weekday: 7, hour: 23 },
    ]);
    expect(map).toHaveLength(7);
    expect(map[0][0]).toBe(1);
    expect(map[6][23]).toBe(2);
    expect(map.flat().reduce((a, b) => a + b, 0)).toBe(3);
  });

  it('credits first replies to who wrote them and resolutions to who held the conversation', () => {
    const rows = agentRows([
      facts({
        firstResponderId: 'a',
        firstResponderName: 'Aisyah',
        firstResponseSeconds: 30,
        assigneeId: 'b',
        assigneeName: 'Ben',
        resolutionSeconds: 600,
        csatRating: 4,
      }),
      facts({ firstResponderId: 'a', firstResponderName: 'Aisyah', firstResponseSeconds: 90 }),
    ]);
    expect(
      rows.map((row) => [row.name, row.firstResponse.medianSeconds, row.resolution.medianSeconds, row.csat.average]),
    ).toEqual([
      ['Aisyah', 60, null, null],
      ['Ben', null, 600, '4.00'],
    ]);
  });

  it('counts "where is my order?" answers apart, and per channel', () => {
    const rows = [
      facts({ channel: 'email', orderStatusAnswers: 2, firstResponseSeconds: 30 }),
      facts({ channel: 'email', orderStatusAnswers: 1, agentAfterOrderStatus: true, autoReplies: 1 }),
      facts({ channel: 'whatsapp', autoReplies: 2, agentAfterAuto: true }),
      facts({ channel: 'web' }),
    ];
    const { totals } = supportFigures([], rows);
    expect(totals.whereIsMyOrder).toEqual({ sent: 3, conversations: 2, answeredWithoutAgent: 1 });
    expect(totals.autoReplies).toEqual({ sent: 3, conversations: 2, agentAnsweredAfter: 1 });
    expect(channelRows(rows).map((row) => [row.channel, row.conversations, row.autoReplies])).toEqual([
      ['web', 1, 0],
      ['whatsapp', 1, 2],
      ['email', 2, 1],
    ]);
    const email = channelRows(rows, 'email');
    expect(email).toHaveLength(1);
    expect(email[0]).toMatchObject({
      channel: 'email',
      firstResponse: { count: 1, medianSeconds: 30, p90Seconds: 30 },
      whereIsMyOrder: { sent: 3, conversations: 2, answeredWithoutAgent: 1 },
    });
  });
});
