import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { RECEIPT_REVIEW_STATUSES, type ReceiptReviewStatus } from '@kedai/contracts';

export class ReceiptFilterQuery {
  /** Order id, customer name, e-mail or product (name or code). */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  search?: string;

  @IsOptional()
  @IsIn(['all', '', ...RECEIPT_REVIEW_STATUSES], {
    message: `status must be all or one of ${RECEIPT_REVIEW_STATUSES.join(', ')}`,
  })
  status?: ReceiptReviewStatus | 'all' | '';
}

export class ListReceiptsQuery extends ReceiptFilterQuery {
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

export class RejectReceiptDto {
  /** Checked (trimmed, required, ≤ 500) by the service so the customer-facing message is one. */
  @IsOptional()
  reason?: unknown;
}

export class RecordAmountDto {
  /** Checked by the service (RM, two decimals at most; null or '' clears it). */
  @IsOptional()
  amount?: unknown;
}

/** PUT /api/admin/receipts/{orderId}/note */
export class ReceiptAdminNoteDto {
  @IsString({ message: 'note must be text' })
  @MaxLength(500, { message: 'The note can be at most 500 characters' })
  note!: string;
}
