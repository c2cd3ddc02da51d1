import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { IoAdapter } from '@nestjs/platform-socket.io';
import type { MessageMappingProperties } from '@nestjs/websockets';
import { from, isObservable, mergeAll, Observable, of, throwError } from 'rxjs';
import { Server, Socket } from 'socket.io';
import { io as connect, Socket as ClientSocket } from 'socket.io-client';
import { bindSocketHandlers } from './socket-handlers';

// Nest's transform (WebSocketsController.subscribeMessages): the handler's result, awaited, as an Observable.
const nestTransform = (result: unknown): Observable<unknown> =>
  from(Promise.resolve(result).then((value) => (isObservable(value) ? value : of(value)))).pipe(mergeAll());

type Handler = (socket: Socket, data: unknown, ack?: unknown) => unknown;

describe('bindSocketHandlers', () => {
  const adapter = new IoAdapter();
  const errors: string[] = [];
  let server: Server;
  let url: string;
  let client: ClientSocket;
  let serverSocket: Promise<Socket>;

  async function start(handlers: Record<string, Handler>, manualAck: string[] = []) {
    const http = createServer();
    server = new Server(http, { transports: ['websocket'] });
    serverSocket = new Promise((resolve) =>
      server.on('connection', (socket) => {
        const mapped: MessageMappingProperties[] = Object.entries(handlers).map(([message, handle]) => ({
          message,
          methodName: message,
          callback: (data: unknown, ack?: unknown) => handle(socket, data, ack) as Promise<unknown>,
          isAckHandledManually: manualAck.includes(message),
        }));
        bindSocketHandlers(socket, mapped, nestTransform, {
          mapPayload: (payload) => adapter.mapPayload(payload),
          onError: (message, error) => errors.push(`${message}: ${String(error)}`),
        });
        resolve(socket);
      }),
    );
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    client = connect(url, { transports: ['websocket'], reconnection: false, forceNew: true });
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  }

  afterEach(async () => {
    client?.close();
    await server?.close();
    errors.length = 0;
  });

  it('acks with the handler answer, one argument or several', async () => {
    await start({ echo: async (_, data) => ({ ok: true, data }) });
    await expect(client.emitWithAck('echo', { a: 1 })).resolves.toEqual({ ok: true, data: { a: 1 } });
    await expect(client.emitWithAck('echo', 1, 2)).resolves.toEqual({ ok: true, data: [1, 2] });
  });

  it('answers each message as its handler finishes, not in a queue behind a slow one', async () => {
    const order: string[] = [];
    await start({
      slow: async () => new Promise((resolve) => setTimeout(() => resolve('slow'), 150)),
      quick: async () => 'quick',
    });
    await Promise.all([
      client.emitWithAck('slow').then((answer: string) => order.push(answer)),
      client.emitWithAck('quick').then((answer: string) => order.push(answer)),
    ]);
    expect(order).toEqual(['quick', 'slow']);
  });

  it('emits the event a handler names instead of acking, and leaves a manual ack to the handler', async () => {
    await start(
      {
        named: async () => ({ event: 'named:done', data: { n: 1 } }),
        manual: async (_, data, ack) => {
          (ack as (answer: unknown) => void)({ mine: data });
          return { ignored: true };
        },
      },
      ['manual'],
    );
    const done = new Promise((resolve) => client.once('named:done', resolve));
    client.emit('named');
    await expect(done).resolves.toEqual({ n: 1 });
    await expect(client.emitWithAck('manual', 'x')).resolves.toEqual({ mine: 'x' });
  });

  it('sends nothing once the socket has gone, and reports a failed handler without dropping the next', async () => {
    let finish: (value: unknown) => void = () => undefined;
    await start({
      late: async () => new Promise((resolve) => (finish = resolve)),
      broken: () => Promise.resolve(throwError(() => new Error('boom'))),
      fine: async () => 'fine',
    });
    const socket = await serverSocket;
    const emit = jest.spyOn(socket, 'emit');
    client.emit('broken');
    await expect(client.emitWithAck('fine')).resolves.toBe('fine');
    expect(errors).toEqual(['broken: Error: boom']);

    client.emit('late');
    await new Promise((resolve) => setTimeout(resolve, 50));
    client.close();
    await new Promise((resolve) => socket.once('disconnect', resolve));
    finish({ event: 'late:done', data: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(emit).not.toHaveBeenCalledWith('late:done', null);
  });
});
