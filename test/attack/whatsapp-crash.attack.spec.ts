import { TEST_ADMIN } from '../support/test-env';
import { eventually, keepsHolding } from '../support/wait';
import {
  signWebhook,
  startWhatsappStub,
  statusWebhook,
  textWebhook,
  type WhatsappStub,
} from '../support/whatsapp-stub';
import { startKedai, type KedaiProcess } from './processes';

/**
 * Issue 37: an agent's WhatsApp reply reaches WhatsApp exactly once even when the worker sending it is killed
 * (SIGKILL) during the request. WhatsApp (the Graph API stub) has taken it but the worker never heard the answer; a
 * new worker takes the stalled job over, finds the send claimed and never sends it again; Meta's status webhook,
 * which carries the shop's own id, then settles it as delivered.
 */
describe('attack: a WhatsApp send with its worker killed mid-request goes once', () => {
  const running: KedaiProcess[] = [];
  let stub: WhatsappStub;
  let api: KedaiProcess;
  let token = '';

  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${api.url}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const webhook = async (payload: unknown) => {
    const { body, signature } = signWebhook(payload, stub.appSecret);
    const response = await fetch(`${api.url}/api/channels/whatsapp/webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Hub-Signature-256': signature },
      body,
    });
    expect(response.status).toBe(200);
  };

  afterAll(async () => {
    await Promise.all(running.map((process) => process.kill('SIGKILL')));
    await stub?.close();
  });

  it('is sent once, not again by the worker that takes over, and the status webhook settles it', async () => {
    stub = await startWhatsappStub();
    api = await startKedai('api', stub.env());
    running.push(api);
    const firstWorker = await startKedai('worker', stub.env());
    running.push(firstWorker);
    token = (await call<{ token: string }>('POST', '/api/auth/admin-login', TEST_ADMIN)).token;

    const from = `6011${String(Date.now() % 100_000_000).padStart(8, '0')}`;
    await webhook(textWebhook(from, 'Is anyone there?'));
    const session = await eventually(
      async () =>
        (
          await call<{ sessions: { id: string; contactPhone: string | null }[] }>('GET', '/api/admin/chat/sessions')
        ).sessions.find((one) => one.contactPhone === `+${from}`),
      { until: Boolean, what: 'the WhatsApp conversation' },
    );

    const held = stub.holdNextAnswer((send) => send.to === from);
    await call('POST', `/api/admin/chat/sessions/${session!.id}/messages`, {
      message: 'Yes, we are here.',
      clientId: `crash-${Date.now()}`,
    });
    // WhatsApp has it; the worker is waiting for the answer. It dies there.
    const taken = await held.arrived;
    await firstWorker.kill('SIGKILL');
    held.release();
    const messageId = taken.biz_opaque_callback_data as string;

    // Another worker takes the stalled job over: it finds the send claimed and does not send it again.
    running.push(await startKedai('worker', stub.env()));
    await eventually(
      () =>
        call<{ state: string }>('GET', `/api/admin/queues/channels/jobs/whatsapp-send.${messageId}`).then(
          (job) => job.state,
        ),
      { until: (state) => state === 'completed' || state === 'failed', timeoutMs: 60_000, what: 'the job taken over' },
    );
    await keepsHolding(() => expect(stub.sent.filter((one) => one.to === from)).toHaveLength(1), { forMs: 2_000 });

    // Meta's status for it (with the shop's id) settles what the dead worker never heard.
    await webhook(statusWebhook(taken.id, 'delivered', from, messageId));
    const delivered = await eventually(
      async () =>
        (
          await call<{ messages: { id: string; channelDelivery?: { status: string } | null }[] }>(
            'GET',
            `/api/admin/chat/sessions/${session!.id}/messages`,
          )
        ).messages.find((message) => message.id === messageId),
      { until: (message) => message?.channelDelivery?.status === 'delivered', what: 'the reply marked delivered' },
    );
    expect(delivered?.channelDelivery?.status).toBe('delivered');
    expect(stub.sent.filter((one) => one.to === from)).toHaveLength(1);
  }, 150_000);
});
