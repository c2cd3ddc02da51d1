import { authVerdict, dkimFailed, loopVerdict, senderVerdict, spfFailed, type InboundFacts } from './inbound-checks';

const own = { sender: 'no-reply@kedai.my', inboundDomain: 'reply.kedai.my' };
const person = (change: Partial<InboundFacts> = {}, headers: InboundFacts['headers'] = {}): InboundFacts => ({
  sizeBytes: 2000,
  envelopeFrom: 'aina@example.com',
  fromAddress: 'aina@example.com',
  spf: null,
  dkim: null,
  ...change,
  headers,
});

describe('inbound e-mail: loops', () => {
  it('lets a person’s answer through', () => {
    expect(loopVerdict(person(), own)).toBeNull();
    expect(loopVerdict(person({}, { autoSubmitted: 'no' }), own)).toBeNull();
    expect(loopVerdict(person({ envelopeFrom: null }), own)).toBeNull();
  });

  it('refuses auto-replies (Auto-Submitted other than “no”, X-Autoreply)', () => {
    expect(loopVerdict(person({}, { autoSubmitted: 'auto-replied' }), own)).toMatchObject({
      status: 'refused',
      reason: 'auto-submitted',
    });
    expect(loopVerdict(person({}, { autoSubmitted: 'auto-generated; owner-email="x@y"' }), own)?.reason).toBe(
      'auto-submitted',
    );
    expect(loopVerdict(person({}, { autoReply: 'yes' }), own)?.reason).toBe('auto-submitted');
  });

  it('refuses bulk, junk and list mail', () => {
    for (const precedence of ['bulk', 'junk', 'list', 'Bulk']) {
      expect(loopVerdict(person({}, { precedence }), own)?.reason).toBe('bulk');
    }
    expect(loopVerdict(person({}, { precedence: 'first-class' }), own)).toBeNull();
  });

  it('refuses bounces: the empty return path, MAILER-DAEMON, postmaster, delivery reports', () => {
    expect(loopVerdict(person({ envelopeFrom: '' }), own)?.reason).toBe('bounce');
    expect(loopVerdict(person({ fromAddress: 'MAILER-DAEMON@mx.example.com' }), own)?.reason).toBe('bounce');
    expect(loopVerdict(person({ fromAddress: 'postmaster@example.com' }), own)?.reason).toBe('bounce');
    expect(loopVerdict(person({}, { contentType: 'multipart/report; report-type=delivery-status' }), own)?.reason).toBe(
      'bounce',
    );
  });

  it('refuses the shop’s own mail: its outbox mark, its sender, its inbound domain', () => {
    expect(loopVerdict(person({}, { ownMail: 'd3b0…' }), own)?.reason).toBe('own-message');
    expect(loopVerdict(person({ fromAddress: 'No-Reply@Kedai.my' }), own)?.reason).toBe('own-message');
    expect(loopVerdict(person({ fromAddress: 'reply+abc@reply.kedai.my' }), own)?.reason).toBe('own-message');
  });
});

describe('inbound e-mail: senders', () => {
  it('accepts the conversation’s customer whatever the case', () => {
    expect(senderVerdict('Aina@Example.com', 'aina@example.com')).toBeNull();
  });

  it('quarantines any other From, and a mail without one, saying both addresses', () => {
    expect(senderVerdict('mallory@evil.example', 'aina@example.com')).toEqual({
      status: 'quarantined',
      reason: 'spoofed-sender',
      detail: "From mallory@evil.example, but this conversation's customer is aina@example.com",
    });
    expect(senderVerdict(null, 'aina@example.com')?.reason).toBe('spoofed-sender');
  });

  it('quarantines a hard SPF fail or a DKIM fail the provider reported; keeps softfail and no report', () => {
    expect(spfFailed('fail')).toBe(true);
    expect(spfFailed('softfail')).toBe(false);
    expect(spfFailed('pass')).toBe(false);
    expect(spfFailed(null)).toBe(false);
    expect(dkimFailed('{@example.com : fail}')).toBe(true);
    expect(dkimFailed('{@example.com : pass, @esp.example : fail}')).toBe(false);
    expect(dkimFailed('none')).toBe(false);
    expect(authVerdict({ spf: 'fail', dkim: null })).toMatchObject({ status: 'quarantined', reason: 'spf-fail' });
    expect(authVerdict({ spf: 'pass', dkim: 'fail' })).toMatchObject({ reason: 'dkim-fail' });
    expect(authVerdict({ spf: 'pass', dkim: '{@example.com : pass}' })).toBeNull();
  });
});
