import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { WsException } from '@nestjs/websockets';
import type { KedaiSocket } from '../realtime/typed-socket';
import { isStaff } from './principal';

/**
 * Put on every staff (agent or admin) socket event handler. Sockets of logged-out or deactivated admins are
 * disconnected when that happens, so the principal fixed at the handshake is current.
 */
@Injectable()
export class AdminSocketGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const socket = context.switchToWs().getClient<KedaiSocket>();
    if (isStaff(socket.data?.principal)) return true;
    throw new WsException({ code: 'admin_required', message: 'Admin access is required for this action.' });
  }
}
