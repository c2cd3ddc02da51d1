import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import type { AckResponse, ChatJoined, ChatMessageView, OutboundEmailView } from '@kedai/contracts';
import type { Socket } from 'socket.io-client';
import { chatLinkSecret } from '../../backend/src/core/config/configuration';
import { ChatAttachments } from '../../backend/src/modules/chat';
import { signedAttachmentPath } from '../../backend/src/modules/chat/rules/attachment-links';
import { nextAgentMessage } from '../support/agent-messages';
import { tinyPdf, tinyPng } from '../support/files';
import { bearer, connectSocket, loginAdmin, startTestApp, TestApp, uniqueEmail } from '../support/test-app';
import { eventually, nextEvent } from '../support/wait';

async function askOk<T>(socket: Socket, event: string, payload: unknown): Promise<T> {
  const response = (await socket.timeout(5000).emitWithAck(event, payload)) as AckResponse<T>;
  if (!response.ok) throw new Error(`${event} failed: ${response.error.code} ${response.error.message}`);
  return response.data;
}

const chatFiles = () => {
  const folder = join(process.env.UPLOAD_DIR as string, 'chat');
  return existsSync(folder) ? readdirSync(folder).sort() : [];
};

/**
 * Files in chat (issue 32 item 1): pictures and PDFs both ways, checked by content, kept in the storage, opened
 * only through short-lived signed links; every bad input is a readable 4xx that stores nothing.
 */
describe('chat attachments', () => {
  let app: TestApp;
  let admin: string;
  let agentSocket: Socket;
  beforeAll(async () => {
    app = await startTestApp();
    admin = await loginAdmin(app);
    agentSocket = await connectSocket(app, admin);
  });
  afterAll(async () => {
    agentSocket.close();
    await app.close();
  });

  /** A guest with an open conversation (and an e-mail for transcripts). */
  async function guest(name = 'Aina Screenshot') {
    const visitor = await app.http().post('/api/auth/visitor').send({}).expect(200);
    const token = visitor.body.token as string;
    const socket = await connectSocket(app, token);
    const joined = await askOk<ChatJoined>(socket, 'chat:join', {
      customerName: name,
      customerEmail: uniqueEmail('att'),
    });
    return { token, socket, sessionId: joined.session.id };
  }

  const upload = (
    token: string,
    sessionId: string,
    content: Buffer,
    filename: string,
    fields: Record<string, string> = {},
  ) => {
    const request = app.http().post(`/api/chat/sessions/${sessionId}/attachments`).set(bearer(token));
    for (const [key, value] of Object.entries(fields)) request.field(key, value);
    // filepath: the form library would otherwise cut a name's folders before it is sent.
    return request.attach('file', content, { filepath: filename, contentType: 'image/png' } as unknown as {
      filename: string;
    });
  };

  /**
   * A multipart body written by hand: the file's name as RFC 5987 `filename*`, so any name (folders, control
   * characters, direction overrides) reaches the server as a hostile client would send it.
   */
  const rawUpload = (token: string, sessionId: string, content: Buffer, filename: string) => {
    const boundary = 'kedai-test-boundary-7f3a';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''${encodeURIComponent(filename)}\r\nContent-Type: image/png\r\n\r\n`;
    const body = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
    return app
      .http()
      .post(`/api/chat/sessions/${sessionId}/attachments`)
      .set(bearer(token))
      .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
      .send(body);
  };

  const agentView = async (sessionId: string) =>
    (await app.http().get(`/api/admin/chat/sessions/${sessionId}/messages`).set(bearer(admin)).expect(200)).body
      .messages as ChatMessageView[];

  it('a customer sends a screenshot: stored once, said live to the agents, opened through signed links', async () => {
    const customer = await guest();
    const screenshot = await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#cc3333' } })
      .png()
      .toBuffer();
    const heard = nextAgentMessage(agentSocket, (m) => m.sessionId === customer.sessionId);
    const sent = await upload(customer.token, customer.sessionId, screenshot, 'Ralat aktivasi.png', {
      message: 'This error comes up',
      clientId: 'shot-1',
    }).expect(201);
    const message = sent.body.chatMessage as ChatMessageView;
    expect(message).toMatchObject({ senderType: 'customer', message: 'This error comes up', clientId: 'shot-1' });
    expect(message.attachment).toMatchObject({
      kind: 'image',
      mimeType: 'image/png',
      name: 'Ralat aktivasi.png',
      width: 1200,
      height: 800,
    });

    const live = await heard;
    expect(live.id).toBe(message.id);
    expect(live.attachment?.url).toMatch(/^\/api\/chat\/attachments\/.+signature=/);
    expect(live.session.lastMessage).toBe('This error comes up');

    const file = await app.http().get(live.attachment!.url).expect(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(file.body as Buffer).metadata()).width).toBe(1200);
    const thumb = await app.http().get(live.attachment!.thumbnailUrl!).expect(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.body as Buffer).metadata()).width).toBeLessThanOrEqual(480);

    // A retry after a lost answer (same clientId): the same message, no second file, nothing said again as new.
    const files = chatFiles();
    const again = await upload(customer.token, customer.sessionId, screenshot, 'Ralat aktivasi.png', {
      message: 'This error comes up',
      clientId: 'shot-1',
    }).expect(201);
    expect(again.body.chatMessage.id).toBe(message.id);
    expect(chatFiles()).toEqual(files);
    expect((await agentView(customer.sessionId)).filter((m) => m.attachment)).toHaveLength(1);
    customer.socket.close();
  });

  it('an iPhone HEIC photo is converted to JPEG: same size, same colours, shown as .jpg', async () => {
    const customer = await guest('Farid iPhone');
    const heic = readFileSync(resolve(__dirname, '../fixtures/iphone-halves.heic'));
    const sent = await upload(customer.token, customer.sessionId, heic, 'IMG_4021.HEIC', { clientId: 'heic-1' }).expect(
      201,
    );
    const message = sent.body.chatMessage as ChatMessageView;
    expect(message.attachment).toMatchObject({
      kind: 'image',
      mimeType: 'image/jpeg',
      name: 'IMG_4021.jpg',
      width: 320,
      height: 240,
    });
    const file = await app.http().get(message.attachment!.url).expect(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const { data, info } = await sharp(file.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    // JPEG is lossy: each channel within 24 of the photo's.
    const distance = (actual: number[], expected: number[]) =>
      Math.max(...actual.map((value, index) => Math.abs(value - (expected[index] as number))));
    expect(distance(pixel(40, 120), [210, 30, 30])).toBeLessThanOrEqual(24);
    expect(distance(pixel(280, 120), [30, 60, 200])).toBeLessThanOrEqual(24);

    // A file that says HEIC (its brand) but holds no picture is refused as unreadable, and nothing is stored.
    const broken = Buffer.concat([heic.subarray(0, 32), Buffer.alloc(200)]);
    const refused = await upload(customer.token, customer.sessionId, broken, 'IMG_4022.HEIC', {
      clientId: 'heic-2',
    }).expect(415);
    expect(refused.body.message).toBe(
      'This picture could not be read. Please take a new screenshot or save it as JPEG or PNG.',
    );
    expect((await agentView(customer.sessionId)).filter((m) => m.attachment)).toHaveLength(1);
    customer.socket.close();
  });

  it('an agent sends a PDF: the customer gets it live and in their history, and can open it', async () => {
    const customer = await guest('Farid Pdf');
    const live = nextEvent<ChatMessageView>(customer.socket, 'chat:message', { where: (m) => Boolean(m.attachment) });
    const sent = await app
      .http()
      .post(`/api/admin/chat/sessions/${customer.sessionId}/attachments`)
      .set(bearer(admin))
      .field('message', '')
      .attach('file', tinyPdf(), { filename: 'steps.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(sent.body.chatMessage.attachment).toMatchObject({ kind: 'pdf', name: 'steps.pdf', thumbnailUrl: null });
    const received = await live;
    expect(received.attachment?.kind).toBe('pdf');
    const opened = await app.http().get(received.attachment!.url).expect(200);
    expect(opened.headers['content-type']).toBe('application/pdf');
    expect(opened.headers['content-security-policy']).toContain('sandbox');
    const history = await app.http().get('/api/chat/sessions/current/messages').set(bearer(customer.token)).expect(200);
    expect(history.body.messages.map((m: ChatMessageView) => m.attachment?.name)).toContain('steps.pdf');
    customer.socket.close();
  });

  it('refuses every bad file with a readable 4xx and stores nothing: no file, no message', async () => {
    const customer = await guest('Hostile Upload');
    const png = tinyPng(16, 16);
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const cases: [string, Buffer, string, number, string][] = [
      ['an empty file', Buffer.alloc(0), 'empty.png', 400, 'attachment_empty'],
      ['a file over 10 MB', Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024)]), 'big.png', 413, 'file_too_large'],
      ['a GIF', gif, 'anim.gif', 415, 'unsupported_file_type'],
      ['an HTML page named .png', html, 'shot.png', 415, 'unsupported_file_type'],
      ['a PDF named .png', tinyPdf(), 'shot.png', 415, 'attachment_type_mismatch'],
      ['a PNG named .html', png, 'page.html', 415, 'attachment_type_mismatch'],
      ['a PNG with a PDF behind it', Buffer.concat([png, tinyPdf()]), 'shot.png', 415, 'attachment_polyglot'],
      ['a PNG with a page behind it', Buffer.concat([png, html]), 'shot.png', 415, 'attachment_polyglot'],
      ['a PDF with a page after its end', Buffer.concat([tinyPdf(), html]), 'doc.pdf', 415, 'attachment_polyglot'],
      ['a name with folders', png, '../../uploads/evil.png', 400, 'attachment_bad_name'],
      ['a name with a control character', png, 'shot\u0007.png', 400, 'attachment_bad_name'],
      ['a name that reverses its extension', png, 'gnp\u202eexe.png', 400, 'attachment_bad_name'],
    ];
    const files = chatFiles();
    for (const [what, content, filename, status, code] of cases) {
      const response = await rawUpload(customer.token, customer.sessionId, content, filename);
      expect({ what, status: response.status, code: response.body.code }).toEqual({ what, status, code });
      expect(response.body.message).toMatch(/[A-Za-z]{3,}.*\./);
    }
    const missing = await app
      .http()
      .post(`/api/chat/sessions/${customer.sessionId}/attachments`)
      .set(bearer(customer.token))
      .field('message', 'no file')
      .expect(400);
    expect(missing.body.code).toBe('attachment_missing');
    expect(chatFiles()).toEqual(files);
    expect(await agentView(customer.sessionId)).toEqual([]);
    customer.socket.close();
  });

  it('only that conversation: another customer cannot send into it; links without, with a wrong or an expired signature are refused', async () => {
    const owner = await guest('Owner');
    const stranger = await guest('Stranger');
    const files = chatFiles();
    const foreign = await upload(stranger.token, owner.sessionId, tinyPng(), 'x.png').expect(404);
    expect(foreign.body.code).toBe('chat_session_not_found');
    await app
      .http()
      .post(`/api/chat/sessions/${owner.sessionId}/attachments`)
      .attach('file', tinyPng(), 'x.png')
      .expect(401);
    expect(chatFiles()).toEqual(files);

    const sent = await upload(owner.token, owner.sessionId, tinyPng(), 'mine.png').expect(201);
    const message = sent.body.chatMessage as ChatMessageView;
    const url = new URL(message.attachment!.url, app.url);
    // The stranger's own history does not carry it.
    const theirs = await app.http().get('/api/chat/sessions/current/messages').set(bearer(stranger.token)).expect(200);
    expect(JSON.stringify(theirs.body)).not.toContain(message.id);

    const bare = await app.http().get(url.pathname).expect(403);
    expect(bare.body.code).toBe('attachment_link_invalid');
    const forged = new URL(url);
    forged.searchParams.set('expires', String(Number(url.searchParams.get('expires')) + 60_000));
    expect(
      (
        await app
          .http()
          .get(forged.pathname + forged.search)
          .expect(403)
      ).body.code,
    ).toBe('attachment_link_invalid');
    const otherVariant = url.pathname.replace('/file', '/thumb') + url.search;
    expect((await app.http().get(otherVariant).expect(403)).body.code).toBe('attachment_link_invalid');
    const expired = signedAttachmentPath(chatLinkSecret(), message.id, 'file', Date.now() - 1000);
    const old = await app.http().get(expired).expect(403);
    expect(old.body).toMatchObject({ code: 'attachment_link_expired', message: expect.stringContaining('expired') });
    const unknown = signedAttachmentPath(
      chatLinkSecret(),
      '00000000-0000-4000-8000-000000000000',
      'file',
      Date.now() + 60_000,
    );
    expect((await app.http().get(unknown).expect(404)).body.code).toBe('attachment_not_found');
    owner.socket.close();
    stranger.socket.close();
  });

  it('the transcript e-mail carries a link to the file, not the file', async () => {
    const customer = await guest('Transcript Files');
    await upload(customer.token, customer.sessionId, tinyPng(), 'receipt.png', { message: 'my receipt' }).expect(201);
    await askOk(customer.socket, 'chat:transcript', { sessionId: customer.sessionId });
    const [mail] = await eventually(
      async () =>
        (await app.http().get(`/api/admin/outbox?relatedId=${customer.sessionId}`).set(bearer(admin)).expect(200))
          .body as OutboundEmailView[],
      { until: (mails) => mails.some((m) => m.subject.includes('transcript')), what: 'the transcript e-mail' },
    );
    expect(mail.textBody).toContain('my receipt');
    expect(mail.textBody).toMatch(
      /https?:\/\/[^\s]+\/api\/chat\/attachments\/[0-9a-f-]+\/file\?expires=\d+&signature=/,
    );
    const link = /(\/api\/chat\/attachments\/[^\s)\]]+)/.exec(mail.textBody)![1];
    await app.http().get(link).expect(200);
    customer.socket.close();
  });

  it('other channels put a customer file into a conversation through ChatAttachments.storeInbound, once per id', async () => {
    const customer = await guest('WhatsApp Files');
    const service = app.app.get(ChatAttachments);
    const heard = nextAgentMessage(agentSocket, (m) => m.sessionId === customer.sessionId);
    const first = await service.storeInbound(customer.sessionId, tinyPng(), 'wa-photo.png', { clientId: 'wa:1' });
    expect(first.created).toBe(true);
    expect((await heard).attachment?.name).toBe('wa-photo.png');
    const files = chatFiles();
    const again = await service.storeInbound(customer.sessionId, tinyPng(), 'wa-photo.png', { clientId: 'wa:1' });
    expect(again.created).toBe(false);
    expect(chatFiles()).toEqual(files);
    await expect(service.storeInbound(customer.sessionId, tinyPdf(), 'x.png')).rejects.toMatchObject({ status: 415 });
    customer.socket.close();
  });
});
