import { Inject, Logger } from '@nestjs/common';
import { ConfigType } from '@nestjs/config';
import type { IncomingMessage } from 'node:http';
import { OnGatewayConnection, OnGatewayInit, WebSocketGateway } from '@nestjs/websockets';
import { isStaffRole, PrincipalSummary, rooms } from '@kedai/contracts';
import { appConfig } from '../config/configuration';
import { clientAddressOf, compileTrust } from '../http/client-address';
import { Principal, PrincipalResolver } from '../security/principal';
import { RealtimeService } from './realtime.service';
import { KedaiServer, KedaiSocket } from './typed-socket';

function summarize(principal: Principal): PrincipalSummary {
  return principal.kind === 'user'
    ? { kind: 'user', id: principal.userId, name: principal.name, role: principal.role }
    : { kind: 'visitor', id: principal.visitorId };
}

function roomsFor(principal: Principal): string[] {
  if (principal.kind === 'visitor') return [rooms.visitor(principal.visitorId)];
  const joined = [rooms.user(principal.userId), rooms.session(principal.sessionId)];
  if (isStaffRole(principal.role)) joined.push(rooms.admins);
  return joined;
}

/**
 * The base every domain gateway stands on: each socket proves who it is at the handshake with
 * `auth: { token }`, a user session token or a signed guest visitor token, and joins its rooms.
 */
@WebSocketGateway()
export class RealtimeGateway implements OnGatewayInit<KedaiServer>, OnGatewayConnection<KedaiSocket> {
  private readonly logger = new Logger(RealtimeGateway.name);
  private readonly trust: ReturnType<typeof compileTrust>;

  constructor(
    private readonly principals: PrincipalResolver,
    private readonly realtime: RealtimeService,
    @Inject(appConfig.KEY) config: ConfigType<typeof appConfig>,
  ) {
    this.trust = compileTrust(config.trustProxy);
  }

  private addressOf(request: IncomingMessage): string {
    return clientAddressOf(request, this.trust);
  }

  afterInit(server: KedaiServer) {
    this.realtime.attach(server);
    server.use((socket, next) => {
      const token: unknown = socket.handshake.auth?.token;
      if (typeof token !== 'string' || token.length === 0) {
        return next(Object.assign(new Error('Authentication required'), { data: { code: 'unauthenticated' } }));
      }
      this.principals
        .resolve(token)
        .then((principal) => {
          if (!principal) {
            return next(Object.assign(new Error('Session expired or invalid'), { data: { code: 'invalid_token' } }));
          }
          if (principal.kind === 'user' && principal.mustEnrolSecondFactor) {
            return next(
              Object.assign(new Error('Set up two-factor sign-in first'), {
                data: { code: 'two_factor_enrolment_required' },
              }),
            );
          }
          socket.data.principal = principal;
          socket.data.address = this.addressOf(socket.request);
          next();
        })
        .catch((error: unknown) => {
          this.logger.error(`Socket handshake failed: ${String(error)}`);
          next(Object.assign(new Error('Could not verify the session'), { data: { code: 'auth_unavailable' } }));
        });
    });
  }

  async handleConnection(socket: KedaiSocket) {
    const principal = socket.data.principal;
    if (!principal) return;
    if (!socket.recovered) await socket.join(roomsFor(principal));
    socket.emit('session:welcome', summarize(principal));
  }
}
