import { createServer } from 'node:net';

function tryListen(port: number, host: string): Promise<number | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(null));
    server.listen({ port, host, exclusive: true }, () => {
      const address = server.address();
      const bound = typeof address === 'object' && address ? address.port : null;
      server.close(() => resolve(bound));
    });
  });
}

/** The preferred port if it is free, else the next free one above it, else any free port. */
export async function findFreePort(preferred = 0, host = '0.0.0.0'): Promise<number> {
  if (preferred > 0) {
    for (let port = preferred; port < preferred + 50 && port <= 65535; port++) {
      const bound = await tryListen(port, host);
      if (bound) return bound;
    }
  }
  const any = await tryListen(0, host);
  if (!any) throw new Error('No free TCP port could be found on this machine');
  return any;
}
