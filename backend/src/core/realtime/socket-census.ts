import { Injectable } from '@nestjs/common';
import { RealtimeService } from './realtime.service';

/** How long the other API processes have to say who they hold (see anyIn). */
const CENSUS_TIMEOUT_MS = 1000;

/**
 * Read-only questions about connected sockets, for services that must not emit: realtime events leave only
 * from announcers, listeners and gateways (a lint rule on RealtimeService), but a service may ask who is there.
 */
@Injectable()
export class SocketCensus {
  constructor(private readonly realtime: RealtimeService) {}

  /** Socket.IO connections open on this process (0 where it serves none). */
  localConnections(): number {
    return this.realtime.localConnections();
  }

  /**
   * Whether a socket is in `room` (and not in `exceptRoom`, when given), on any API process. The adapter asks every process
   * it knows of and rejects when one does not answer within CENSUS_TIMEOUT_MS.
   */
  async anyIn(room: string, exceptRoom?: string): Promise<boolean> {
    const target = exceptRoom ? this.realtime.io.in(room).except(exceptRoom) : this.realtime.io.in(room);
    // A live process answers in milliseconds; one that died without saying so is still counted until its
    // heartbeats time out (10 s), and the adapter's own wait (5 s) held an agent's reply that long.
    const sockets = await target.timeout(CENSUS_TIMEOUT_MS).fetchSockets();
    return sockets.length > 0;
  }
}
