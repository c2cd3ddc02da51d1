import { endpointProblem, messagePreview, vapidSubject } from './push-rules';

describe('messagePreview', () => {
  it('keeps a short message on one line', () => {
    expect(messagePreview('  hello\n\nI forgot   my password ')).toBe('hello I forgot my password');
  });

  it('cuts a long message with an ellipsis, never inside a character', () => {
    const preview = messagePreview('陈'.repeat(300), 10);
    expect(preview).toBe(`${'陈'.repeat(9)}…`);
    expect(Array.from(preview)).toHaveLength(10);
  });
});

describe('endpointProblem', () => {
  it('accepts https push services', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc', true)).toBeNull();
  });

  it('accepts a plain http endpoint only outside production', () => {
    expect(endpointProblem('http://127.0.0.1:4000/push/1', false)).toBeNull();
    expect(endpointProblem('http://10.0.0.5/push', true)).toMatch(/https/);
  });

  it('refuses what is not a push URL', () => {
    expect(endpointProblem('not a url', false)).toMatch(/URL/);
    expect(endpointProblem('file:///etc/passwd', false)).toMatch(/https/);
    expect(endpointProblem('https://user:pw@push.example/x', false)).toMatch(/password/);
  });
});

describe('vapidSubject', () => {
  it("prefers the operator's, then the shop's contact e-mail", () => {
    expect(vapidSubject('https://shop.example', 'a@b.my')).toBe('https://shop.example');
    expect(vapidSubject(null, 'help@shop.my')).toBe('mailto:help@shop.my');
    expect(vapidSubject(null, '')).toBe('mailto:admin@localhost');
  });
});
