import { Type } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { ORDER_STATUSES, PAYMENT_STATUSES, type OrderStatus, type PaymentStatus } from '../order.constants';

/** The Orders screen's filters: the list and its stats take the same ones. from/to are checked in the service. */
export class AdminOrderFilterQuery {
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(['all', '', ...ORDER_STATUSES], { message: `status must be all or one of ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus | 'all' | '';

  @IsOptional()
  @IsIn(['all', '', ...PAYMENT_STATUSES], {
    message: `paymentStatus must be all or one of ${PAYMENT_STATUSES.join(', ')}`,
  })
  paymentStatus?: PaymentStatus | 'all' | '';

  @IsOptional()
  @IsString({ message: 'from must be a date as YYYY-MM-DD (e.g. 2026-11-24)' })
  @MaxLength(10, { message: 'from must be a date as YYYY-MM-DD (e.g. 2026-11-24)' })
  from?: string;

  @IsOptional()
  @IsString({ message: 'to must be a date as YYYY-MM-DD (e.g. 2026-11-24)' })
  @MaxLength(10, { message: 'to must be a date as YYYY-MM-DD (e.g. 2026-11-24)' })
  to?: string;
}

export class ListAdminOrdersQuery extends AdminOrderFilterQuery {
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

/** PUT /api/admin/orders/{id}/note: staff's internal note; empty clears it. */
export class UpdateInternalNoteDto {
  @IsString({ message: 'note must be text' })
  @MaxLength(2000, { message: 'The note can be at most 2000 characters' })
  note!: string;
}

/** My orders' filters (GET /api/me/orders): from/to are checked as days in the service. */
export class MyOrdersQueryDto {
  @IsOptional()
  @IsString({ message: 'Search with an order id or a product name' })
  @MaxLength(100, { message: 'The search is too long (100 characters at most)' })
  search?: string;

  @IsOptional()
  @IsIn(['all', '', ...ORDER_STATUSES], { message: `status must be all or one of ${ORDER_STATUSES.join(', ')}` })
  status?: OrderStatus | 'all' | '';

  @IsOptional()
  @IsString({ message: 'from must be a date as YYYY-MM-DD (e.g. 2026-11-24)' })
  @MaxLength(10, { message: 'from must be a date as YYYY-MM-DD (e.g. 2026-11-24)' })
  from?: string;

  @IsOptional()
  @IsString({ message: 'to must be a date as YYYY-MM-DD (e.g. 2026-11-24)' })
  @MaxLength(10, { message: 'to must be a date as YYYY-MM-DD (e.g. 2026-11-24)' })
  to?: string;

  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'page must be a whole number' })
  @Min(1, { message: 'page must be 1 or more' })
  @Max(10_000, { message: 'page must be at most 10000' })
  page?: number;
}
