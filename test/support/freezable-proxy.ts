import { createServer, Socket, type AddressInfo, type Server } from 'node:net';

export interface FreezableProxy {
  /** host:port that forwards to the target. */
  address: string;
  /** Stops forwarding in both directions without closing anything: a link that hangs, as a stuck network does. */
  freeze(): void;
  /** Forwards again, what was held included. */
  thaw(): void;
  /** Cuts every connection and every new one at once, until `accept`. */
  refuse(): void;
  accept(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy in front of a service (PostgreSQL here) that the test can freeze: the connections stay open and
 * nothing passes, so the client sees neither an answer nor an error, the case a refused connection does not test.
 */
export async function startFreezableProxy(targetHost: string, targetPort: number): Promise<FreezableProxy> {
  const links = new Set<{ sockets: [Socket, Socket]; flush: () => void }>();
  let frozen = false;
  let refusing = false;
  const server: Server = createServer((client) => {
    // Refusing: the connection is cut at once (what a stopped server's clients see: an error, quickly).
    if (refusing) return void client.destroy();
    const upstream = new Socket();
    upstream.connect(targetPort, targetHost);
    // What arrived while frozen, per direction, handed on when thawed.
    const held: { to: Socket; chunk: Buffer }[] = [];
    const forward = (to: Socket) => (chunk: Buffer) => {
      if (frozen) held.push({ to, chunk });
      else to.write(chunk);
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const link = {
      sockets: [client, upstream] as [Socket, Socket],
      flush: () => held.splice(0).forEach(({ to, chunk }) => to.write(chunk)),
    };
    links.add(link);
    const end = () => {
      links.delete(link);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    address: `127.0.0.1:${port}`,
    freeze() {
      frozen = true;
    },
    thaw() {
      frozen = false;
      links.forEach((link) => link.flush());
    },
    refuse() {
      refusing = true;
      links.forEach((link) => link.sockets.forEach((socket) => socket.destroy()));
    },
    accept() {
      refusing = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        links.forEach((link) => link.sockets.forEach((socket) => socket.destroy()));
        server.close(() => resolve());
      }),
  };
}
