import { randomUUID } from 'node:crypto';
import { HttpException } from '@nestjs/common';
import { WsValidationPipe } from '../../../core/realtime/ws-validation.pipe';
import { ChatSendDto } from './chat-socket.dto';
import { parseChatSend } from './chat-send-payload';

const pipe = new WsValidationPipe();

/** What the ack would say: the pipe (as the other events use it) or the hand-written check after it. */
async function answer(run: () => unknown | Promise<unknown>): Promise<unknown> {
  try {
    return { ok: await run() };
  } catch (error) {
    if (!(error instanceof HttpException)) throw error;
    const { code, message } = error.getResponse() as { code: string; message: string };
    return { code, message };
  }
}
const byDto = (payload: unknown) =>
  answer(async () => ({ ...((await pipe.transform(payload, { type: 'body', metatype: ChatSendDto })) as object) }));
const byHand = (payload: unknown) =>
  answer(async () => parseChatSend(await pipe.transform(payload, { type: 'body', metatype: Object })));

describe('parseChatSend answers chat:send exactly as ChatSendDto does', () => {
  const sessionId = randomUUID();
  const payloads: [string, unknown][] = [
    ['a plain message', { sessionId, message: 'hello' }],
    ['every field', { sessionId, message: ' hi ', clientId: 'c-1', language: 'ms' }],
    ['extra fields (stripped)', { sessionId, message: 'hi', senderType: 'admin', session: { id: 1 } }],
    ['null optionals', { sessionId, message: 'hi', clientId: null, language: null }],
    ['an empty clientId', { sessionId, message: 'hi', clientId: '' }],
    ['a blank message (the service refuses it)', { sessionId, message: '   ' }],
    ['not an object', 'not an object'],
    ['an array', [sessionId, 'hi']],
    ['null', null],
    ['nothing', {}],
    ['a number as message', { sessionId, message: 42 }],
    ['a bad session id', { sessionId: 'nope', message: 'hi' }],
    ['a bad session id and message', { sessionId: 'nope', message: 7 }],
    ['a numeric session id', { sessionId: 12, message: 'hi' }],
    ['a long clientId', { sessionId, message: 'hi', clientId: 'x'.repeat(101) }],
    ['a 100-character clientId', { sessionId, message: 'hi', clientId: 'x'.repeat(100) }],
    ['a clientId of 100 emoji', { sessionId, message: 'hi', clientId: '😀'.repeat(100) }],
    ['a numeric clientId', { sessionId, message: 'hi', clientId: 5 }],
    ['an unknown language', { sessionId, message: 'hi', language: 'fr' }],
    ['a language that is not text', { sessionId, message: 'hi', language: ['en'] }],
    ['every field wrong', { sessionId: 1, message: null, clientId: {}, language: 'xx' }],
    ['clientId and language wrong', { sessionId, message: 'hi', clientId: 3, language: 'xx' }],
    ['a NUL byte', { sessionId, message: 'a\u0000b' }],
    ['a lone surrogate', { sessionId, message: 'a\ud800b' }],
  ];

  it.each(payloads)('%s', async (_, payload) => {
    expect(await byHand(payload)).toEqual(await byDto(payload));
  });

  it('the cases above include refusals of every kind', async () => {
    const codes = new Set<unknown>();
    for (const [, payload] of payloads) codes.add(((await byHand(payload)) as { code?: string }).code);
    expect(codes).toEqual(
      new Set([
        undefined,
        'message_empty',
        'chat_session_not_found',
        'invalid_client_id',
        'invalid_language',
        'invalid_character',
        'invalid_text',
      ]),
    );
  });
});
