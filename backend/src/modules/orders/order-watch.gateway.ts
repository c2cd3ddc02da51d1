import { HttpStatus, UseFilters } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { AckResponse, OrderWatchRequest, rooms } from '@kedai/contracts';
import { ApiError } from '../../core/http/api-error';
import { KedaiSocket } from '../../core/realtime/typed-socket';
import { WsAckExceptionFilter } from '../../core/realtime/ws-ack-exception.filter';
import { OrderAccess } from './order-access';

const ORDER_ID = /^[0-9A-Z]{6,20}$/;

const fieldOf = (payload: unknown, name: keyof OrderWatchRequest): string => {
  const value = typeof payload === 'object' && payload !== null ? (payload as Partial<OrderWatchRequest>)[name] : null;
  return typeof value === 'string' ? value.trim() : '';
};
const orderIdOf = (payload: unknown): string => fieldOf(payload, 'orderId').toUpperCase();

/**
 * order:watch / order:unwatch: follow one order's changes. The proof is the order's watch token, which
 * comes only with a view of the order the caller already earned over REST (see OrderAccess): an unknown
 * order and a wrong token answer alike, so the socket reveals nothing about which order ids exist.
 */
@UseFilters(WsAckExceptionFilter)
@WebSocketGateway()
export class OrderWatchGateway {
  constructor(private readonly access: OrderAccess) {}

  @SubscribeMessage('order:watch')
  async watch(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() payload: unknown,
  ): Promise<AckResponse<Pick<OrderWatchRequest, 'orderId'>>> {
    const orderId = orderIdOf(payload);
    if (!ORDER_ID.test(orderId) || !this.access.canWatch(orderId, fieldOf(payload, 'token'))) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'not_found', 'Order not found');
    }
    await socket.join(rooms.order(orderId));
    return { ok: true, data: { orderId } };
  }

  @SubscribeMessage('order:unwatch')
  async unwatch(@ConnectedSocket() socket: KedaiSocket, @MessageBody() payload: unknown): Promise<AckResponse<null>> {
    const orderId = orderIdOf(payload);
    if (orderId) await socket.leave(rooms.order(orderId));
    return { ok: true, data: null };
  }
}
