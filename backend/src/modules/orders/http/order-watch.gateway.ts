import { HttpStatus, UseFilters, UsePipes } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { AckResponse, OrderWatchRequest, rooms } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { KedaiSocket } from '../../../core/realtime/typed-socket';
import { WsAckExceptionFilter } from '../../../core/realtime/ws-ack-exception.filter';
import { WsValidationPipe } from '../../../core/realtime/ws-validation.pipe';
import { OrderUnwatchDto, OrderWatchDto } from '../dto/order-watch.dto';
import { ORDER_ID_SHAPE, OrderAccess } from '../services/order-access';

const orderIdOf = (request: { orderId?: string }): string => (request.orderId ?? '').trim().toUpperCase();

/**
 * order:watch / order:unwatch: follow one order's changes. The proof is the order's watch token, which
 * comes only with a view of the order the caller already earned over REST (see OrderAccess): an unknown
 * order and a wrong token answer alike, so the socket reveals nothing about which order ids exist.
 */
@UseFilters(WsAckExceptionFilter)
@UsePipes(new WsValidationPipe())
@WebSocketGateway()
export class OrderWatchGateway {
  constructor(private readonly access: OrderAccess) {}

  @SubscribeMessage('order:watch')
  async watch(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: OrderWatchDto,
  ): Promise<AckResponse<Pick<OrderWatchRequest, 'orderId'>>> {
    const orderId = orderIdOf(request);
    if (!ORDER_ID_SHAPE.test(orderId) || !this.access.canWatch(orderId, request.token.trim())) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'not_found', 'Order not found');
    }
    await socket.join(rooms.order(orderId));
    return { ok: true, data: { orderId } };
  }

  @SubscribeMessage('order:unwatch')
  async unwatch(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: OrderUnwatchDto,
  ): Promise<AckResponse<null>> {
    const orderId = orderIdOf(request);
    if (orderId) await socket.leave(rooms.order(orderId));
    return { ok: true, data: null };
  }
}
