import { Injectable } from '@nestjs/common';
import { RealtimeService } from './realtime.service';

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
   * it knows of and rejects when one does not answer in time.
   */
  async anyIn(room: string, exceptRoom?: string): Promise<boolean> {
    const target = exceptRoom ? this.realtime.io.in(room).except(exceptRoom) : this.realtime.io.in(room);
    const sockets = await target.fetchSockets();
    return sockets.length > 0;
  }
}
