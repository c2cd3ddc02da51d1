import {
  jobLogContext,
  logContextFields,
  noteInLogContext,
  requestIdFrom,
  runInLogContext,
  withRequestId,
} from './log-context';

describe('log context', () => {
  it("keeps a caller's printable request id and replaces anything else with a UUID", () => {
    expect(requestIdFrom('abc-123_X.y:z')).toBe('abc-123_X.y:z');
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    for (const bad of [undefined, '', 'has space', 'x'.repeat(129), 'new\nline', 'é', ['a', 'b']]) {
      expect(requestIdFrom(bad)).toMatch(uuid);
    }
    expect(requestIdFrom('x'.repeat(128))).toBe('x'.repeat(128));
  });

  it('carries the request id into job data, and the order a request touched into its fields', () => {
    expect(withRequestId({ orderId: 'A1' })).toEqual({ orderId: 'A1' });
    runInLogContext({ requestId: 'req-1' }, () => {
      expect(withRequestId({ orderId: 'A1' })).toEqual({ orderId: 'A1', requestId: 'req-1' });
      noteInLogContext({ orderId: 'A1' });
      expect(logContextFields()).toEqual({ requestId: 'req-1', orderId: 'A1' });
    });
    expect(logContextFields()).toEqual({});
  });

  it('names a job by its queue, id, order or session and the request that queued it, even without job.id', () => {
    expect(
      jobLogContext('fulfilment', { id: 'activate.K1', name: 'activate', data: { orderId: 'K1', requestId: 'r' } }),
    ).toEqual({ queue: 'fulfilment', jobId: 'activate.K1', orderId: 'K1', requestId: 'r', sessionId: undefined });
    // "Fulfilment undefined failed for good": a job handed over without its id still has the one it was added with.
    expect(jobLogContext('fulfilment', { name: 'activate', data: {}, opts: { jobId: 'activate.K2' } }).jobId).toBe(
      'activate.K2',
    );
    expect(jobLogContext('chat', { id: '7', name: 'auto-reply', data: { sessionId: 's1' } }).sessionId).toBe('s1');
  });
});
