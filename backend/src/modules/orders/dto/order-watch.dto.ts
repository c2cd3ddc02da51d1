import { IsOptional, IsString } from 'class-validator';
import type { OrderUnwatchRequest, OrderWatchRequest } from '@kedai/contracts';
import { wsCode } from '../../../core/realtime/ws-validation.pipe';

/** A malformed watch answers exactly like an unknown order or a wrong token: the socket is no oracle. */
const notFound = { message: 'Order not found', context: wsCode('not_found') };

export class OrderWatchDto implements OrderWatchRequest {
  @IsString(notFound)
  orderId!: string;

  @IsString(notFound)
  token!: string;
}

export class OrderUnwatchDto implements OrderUnwatchRequest {
  /** Leaving a room one is not in does nothing, so a missing id is answered like any other. */
  @IsOptional()
  @IsString(notFound)
  orderId!: string;
}
