import type { Socket } from 'socket.io-client';
import type { ChatMessageView, WhatsappFollowUpTemplate, WhatsappSettingsView } from '@kedai/contracts';
import { nextAgentMessage } from '../support/agent-messages';
import { bearer, connectSocket, loginAdmin, registerUser, startTestApp, TestApp } from '../support/test-app';
import { eventually, keepsHolding } from '../support/wait';
import {
  postWebhook,
  startWhatsappStub,
  textWebhook,
  useStubEnvironment,
  type WhatsappStub,
} from '../support/whatsapp-stub';

jest.setTimeout(120_000);

let numberCounter = 0;
const freshNumber = () => {
  numberCounter += 1;
  return `6019${String((Date.now() + numberCounter * 104_729) % 10_000_000).padStart(7, '0')}`;
};

const FOLLOW_UP: WhatsappFollowUpTemplate = {
  name: 'order_follow_up',
  language: 'en',
  text: 'Hi {{1}}, we have an answer to your question. Reply to this message to continue.',
};

/**
 * Follow-ups outside WhatsApp's 24-hour window (docs/channels.md#templates): the seller lists approved templates in
 * Settings; once a conversation's window has closed an agent sends one, stored as the customer reads it and sent
 * to the Graph API stub as that template with the customer's name, exactly once.
 */
describe('WhatsApp follow-up templates', () => {
  let app: TestApp;
  let stub: WhatsappStub;
  let admin: string;
  const sockets: Socket[] = [];
  let restoreEnvironment: () => void = () => undefined;

  beforeAll(async () => {
    stub = await startWhatsappStub();
    restoreEnvironment = useStubEnvironment(stub);
    app = await startTestApp();
    admin = await loginAdmin(app);
  });

  afterAll(async () => {
    await app.http().put('/api/admin/channels/whatsapp/settings').set(bearer(admin)).send({ followUpTemplates: [] });
    sockets.forEach((socket) => socket.close());
    await app.close();
    await stub.close();
    restoreEnvironment();
  });

  const settings = (body: object) =>
    app.http().put('/api/admin/channels/whatsapp/settings').set(bearer(admin)).send(body);

  /** A conversation whose customer last wrote 25 hours ago: the window has closed. */
  async function closedConversation(): Promise<{ sessionId: string; from: string }> {
    const from = freshNumber();
    const socket = await connectSocket(app, admin);
    sockets.push(socket);
    const heard = nextAgentMessage(socket, (m) => m.session.contactPhone === `+${from}`, 10_000);
    await postWebhook(
      app.http(),
      textWebhook(from, 'Is my order coming?', undefined, new Date(Date.now() - 25 * 3600_000)),
      stub.appSecret,
    ).expect(200);
    const message = await heard;
    expect(Date.parse(message.session.replyWindowEndsAt ?? '')).toBeLessThan(Date.now());
    return { sessionId: message.sessionId, from };
  }

  it('keeps the list in Settings, refusing bad entries with a reason, and shows it to agents', async () => {
    const refused = await settings({ followUpTemplates: [{ ...FOLLOW_UP, name: 'Order Follow-up' }] }).expect(400);
    expect(refused.body.message).toBe('Follow-up template 1: the name is lower-case letters, digits and underscores.');
    const empty = await settings({ followUpTemplates: [{ ...FOLLOW_UP, text: '  ' }] }).expect(400);
    expect(empty.body.message).toContain("write the template's text as approved");
    const twice = await settings({ followUpTemplates: [FOLLOW_UP, FOLLOW_UP] }).expect(400);
    expect(twice.body.message).toBe('Follow-up template 2: order_follow_up (en) is already in the list.');

    const view = (await settings({ followUpTemplates: [FOLLOW_UP] }).expect(200)).body as WhatsappSettingsView;
    expect(view.followUpTemplates).toEqual([FOLLOW_UP]);
    // Other fields left out of a save keep the list.
    expect(
      ((await settings({ templateLanguage: 'en' }).expect(200)).body as WhatsappSettingsView).followUpTemplates,
    ).toEqual([FOLLOW_UP]);
    const listed = await app
      .http()
      .get('/api/admin/channels/whatsapp/follow-up-templates')
      .set(bearer(admin))
      .expect(200);
    expect(listed.body).toEqual([FOLLOW_UP]);
  });

  it('sends an approved template once the window has closed, filled with the name, exactly once', async () => {
    await settings({ followUpTemplates: [FOLLOW_UP] }).expect(200);
    const { sessionId, from } = await closedConversation();

    // Free text is refused now.
    const text = await app
      .http()
      .post(`/api/admin/chat/sessions/${sessionId}/messages`)
      .set(bearer(admin))
      .send({ message: 'Hello?', clientId: `free-${Date.now()}` })
      .expect(409);
    expect(text.body.code).toBe('whatsapp_window_closed');

    const clientId = `follow-up-${Date.now()}`;
    const send = () =>
      app
        .http()
        .post(`/api/admin/channels/whatsapp/sessions/${sessionId}/template`)
        .set(bearer(admin))
        .send({ name: FOLLOW_UP.name, language: FOLLOW_UP.language, clientId });
    const first = await send().expect(201);
    const templateSends = () => stub.sent.filter((one) => one.to === from && one.type === 'template');
    const [sent] = await eventually(templateSends, { until: (found) => found.length === 1, what: 'the template sent' });
    expect(sent?.template).toEqual({
      name: 'order_follow_up',
      language: { code: 'en' },
      components: [{ type: 'body', parameters: [{ type: 'text', text: 'Aisyah WA' }] }],
    });
    expect(sent?.biz_opaque_callback_data).toBe(first.body.messageId);

    // In the conversation as the customer reads it, and sent (its ticks).
    const stored = await eventually(
      async () =>
        (
          (await app.http().get(`/api/admin/chat/sessions/${sessionId}/messages`).set(bearer(admin)).expect(200)).body
            .messages as ChatMessageView[]
        ).find((message) => message.id === first.body.messageId),
      { until: (message) => message?.channelDelivery?.status === 'sent', what: 'the follow-up marked sent' },
    );
    expect(stored?.message).toBe(
      'Hi Aisyah WA, we have an answer to your question. Reply to this message to continue.',
    );

    // The same click again (a retry): the same message, nothing sent twice.
    const again = await send().expect(201);
    expect(again.body.messageId).toBe(first.body.messageId);
    await keepsHolding(() => expect(templateSends()).toHaveLength(1), { forMs: 1500 });
    expect(stub.sent.filter((one) => one.to === from && one.type === 'text')).toHaveLength(0);
  });

  it('refuses an unknown template, an unknown conversation, a customer and a guest', async () => {
    await settings({ followUpTemplates: [FOLLOW_UP] }).expect(200);
    const { sessionId } = await closedConversation();
    const unknown = await app
      .http()
      .post(`/api/admin/channels/whatsapp/sessions/${sessionId}/template`)
      .set(bearer(admin))
      .send({ name: 'not_approved', language: 'en', clientId: 'x1' })
      .expect(400);
    expect(unknown.body.message).toBe('This template is not in Settings → WhatsApp → Follow-up templates.');
    await app
      .http()
      .post(`/api/admin/channels/whatsapp/sessions/00000000-0000-4000-8000-000000000000/template`)
      .set(bearer(admin))
      .send({ name: FOLLOW_UP.name, language: 'en', clientId: 'x2' })
      .expect(404);
    const customer = await registerUser(app);
    await app
      .http()
      .post(`/api/admin/channels/whatsapp/sessions/${sessionId}/template`)
      .set(bearer(customer.token))
      .send({ name: FOLLOW_UP.name, language: 'en', clientId: 'x3' })
      .expect(403);
    await app.http().get('/api/admin/channels/whatsapp/follow-up-templates').expect(401);
  });
});
