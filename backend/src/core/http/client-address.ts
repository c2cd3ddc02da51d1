import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

type Trust = (address: string, hop: number) => boolean;

/** TRUST_PROXY compiled as Express compiles its "trust proxy" setting. */
export function compileTrust(value: boolean | number | string[]): Trust {
  if (typeof value === 'boolean') return () => value;
  if (typeof value === 'number') return (_, hop) => hop < value;
  return proxyaddr.compile(value);
}

/** The client's address as Express's `request.ip` gives it, for a request Express did not see (a socket). */
export function clientAddressOf(request: IncomingMessage, trust: Trust): string {
  try {
    return proxyaddr(request, trust);
  } catch {
    return request.socket?.remoteAddress ?? '';
  }
}
