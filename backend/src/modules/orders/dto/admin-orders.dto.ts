import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '../order.constants';

export class ListAdminOrdersQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(['all', '', ...ORDER_STATUSES], { message: `status must be all or one of ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus | 'all' | '';

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  page?: number;

  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(200)
  limit?: number;
}

export class UpdateOrderStatusDto {
  @IsIn(ORDER_STATUSES, { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  status!: OrderStatus;
}

export class UpdatePaymentStatusDto {
  @IsIn(PAYMENT_STATUSES, { message: `paymentStatus must be one of ${PAYMENT_STATUSES.join(', ')}` })
  paymentStatus!: PaymentStatus;
}

export class UpdateSuspiciousDto {
  @IsBoolean({ message: 'isSuspicious must be true or false' })
  isSuspicious!: boolean;
}

export class ReceiptQuery {
  @IsOptional()
  @IsIn(['0', '1', 'true', 'false'])
  download?: string;
}
