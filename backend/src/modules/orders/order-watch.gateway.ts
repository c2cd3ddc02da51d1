import { HttpStatus, UseFilters } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway } from '@nestjs/websockets';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AckResponse, OrderWatchRequest, rooms } from '../../contracts/realtime';
import { ApiError } from '../../core/http/api-error';
import { KedaiSocket } from '../../core/realtime/typed-socket';
import { WsAckExceptionFilter } from '../../core/realtime/ws-ack-exception.filter';
import { Order } from './entities/order.entity';

const ORDER_ID = /^[0-9A-Z]{6,20}$/;

const orderIdOf = (payload: unknown): string => {
  const id = typeof payload === 'object' && payload !== null ? (payload as Partial<OrderWatchRequest>).orderId : null;
  return typeof id === 'string' ? id.trim().toUpperCase() : '';
};

/** order:watch / order:unwatch: follow one order's changes. Holding the full order id is the proof. */
@UseFilters(WsAckExceptionFilter)
@WebSocketGateway()
export class OrderWatchGateway {
  constructor(@InjectRepository(Order) private readonly orders: Repository<Order>) {}

  @SubscribeMessage('order:watch')
  async watch(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() payload: unknown,
  ): Promise<AckResponse<OrderWatchRequest>> {
    const orderId = orderIdOf(payload);
    if (!ORDER_ID.test(orderId) || !(await this.orders.existsBy({ orderId }))) {
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
