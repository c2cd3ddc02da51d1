import { Body, Controller, Get, Param, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type {
  AdminOrderDetail,
  AdminOrderList,
  AdminOrderSummary,
  AdminOrderView,
  AutoDeliveryOrderView,
} from '@kedai/contracts';
import { StaffOnly } from '../../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../../audit';
import { AdminOrdersService } from '../services/admin-orders.service';
import { receiptHeaders } from '../rules/receipt-headers';
import {
  AdminOrderFilterQuery,
  ListAdminOrdersQuery,
  ReceiptQuery,
  UpdateInternalNoteDto,
  UpdateOrderStatusDto,
  UpdatePaymentStatusDto,
  UpdateSuspiciousDto,
} from '../dto/admin-orders.dto';

@ApiTags('admin orders')
@StaffOnly()
@Controller('admin')
export class AdminOrdersController {
  constructor(private readonly orders: AdminOrdersService) {}

  @Get('orders')
  list(@Query() query: ListAdminOrdersQuery): Promise<AdminOrderList> {
    return this.orders.list(query);
  }

  /** Total Orders, Pending, Revenue (RM, paid and not cancelled) and Delivered for the list's filters. */
  @Get('orders/summary')
  summary(@Query() query: AdminOrderFilterQuery): Promise<AdminOrderSummary> {
    return this.orders.summary(query);
  }

  @Get('orders/:id')
  detail(@Param('id') id: string): Promise<AdminOrderDetail> {
    return this.orders.detail(id);
  }

  @Put('orders/:id/status')
  status(
    @Actor() admin: StaffActor,
    @Param('id') id: string,
    @Body() body: UpdateOrderStatusDto,
  ): Promise<AdminOrderView> {
    return this.orders.setStatus(admin, id, body.status);
  }

  /** Staff's internal note on the order (admins and agents); on the timeline, never shown to the customer. */
  @Put('orders/:id/note')
  note(
    @Actor() admin: StaffActor,
    @Param('id') id: string,
    @Body() body: UpdateInternalNoteDto,
  ): Promise<AdminOrderView> {
    return this.orders.setInternalNote(admin, id, body.note);
  }

  @Put('orders/:id/payment')
  payment(
    @Actor() admin: StaffActor,
    @Param('id') id: string,
    @Body() body: UpdatePaymentStatusDto,
  ): Promise<AdminOrderView> {
    return this.orders.setPaymentStatus(admin, id, body.paymentStatus);
  }

  @Put('orders/:id/suspicious')
  suspicious(
    @Actor() admin: StaffActor,
    @Param('id') id: string,
    @Body() body: UpdateSuspiciousDto,
  ): Promise<AdminOrderView> {
    return this.orders.setSuspicious(admin, id, body.isSuspicious);
  }

  @Get('orders/:id/receipt')
  async receipt(@Param('id') id: string, @Query() query: ReceiptQuery, @Res() res: Response): Promise<void> {
    const file = await this.orders.receipt(id);
    const download = query.download === '1' || query.download === 'true';
    res.set(receiptHeaders(file, download));
    res.send(file.content);
  }

  @Get('auto-delivery')
  autoDelivery(): Promise<AutoDeliveryOrderView[]> {
    return this.orders.autoDelivery();
  }
}
