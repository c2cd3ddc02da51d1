import { Body, Controller, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AdminOrderView, ReceiptReviewList } from '@kedai/contracts';
import { StaffOnly } from '../../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../../audit';
import { ListReceiptsQuery, ReceiptAdminNoteDto, RecordAmountDto, RejectReceiptDto } from '../dto/admin-receipts.dto';
import { ReceiptReviewService } from '../services/receipt-review.service';

/** The receipt review queue: admins and agents. */
@ApiTags('admin receipts')
@StaffOnly()
@Controller('admin/receipts')
export class AdminReceiptsController {
  constructor(private readonly receipts: ReceiptReviewService) {}

  @Get()
  list(@Query() query: ListReceiptsQuery): Promise<ReceiptReviewList> {
    return this.receipts.list(query);
  }

  @Post(':id/verify')
  @HttpCode(200)
  verify(@Actor() reviewer: StaffActor, @Param('id') id: string): Promise<AdminOrderView> {
    return this.receipts.verify(reviewer, id);
  }

  @Put(':id/amount')
  amount(
    @Actor() reviewer: StaffActor,
    @Param('id') id: string,
    @Body() body: RecordAmountDto,
  ): Promise<AdminOrderView> {
    return this.receipts.recordAmount(reviewer, id, body.amount);
  }

  /** The reviewer's note on the receipt (admins and agents), staff only. */
  @Put(':id/note')
  note(
    @Actor() reviewer: StaffActor,
    @Param('id') id: string,
    @Body() body: ReceiptAdminNoteDto,
  ): Promise<AdminOrderView> {
    return this.receipts.setAdminNote(reviewer, id, body.note);
  }

  @Post(':id/reject')
  @HttpCode(200)
  reject(
    @Actor() reviewer: StaffActor,
    @Param('id') id: string,
    @Body() body: RejectReceiptDto,
  ): Promise<AdminOrderView> {
    return this.receipts.reject(reviewer, id, body.reason);
  }
}
