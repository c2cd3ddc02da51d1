import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { streamCsv } from '../../../core/format/csv';
import { Actor, AuditService, type StaffActor } from '../../audit';
import { shopDayRange } from '../rules/admin-order-filter';
import { ListAdminOrdersQuery } from '../dto/admin-orders.dto';
import { ListUsersQuery } from '../../users';
import { CUSTOMER_CSV_HEADER, ORDER_CSV_HEADER, OrderExportsService } from '../services/order-exports.service';

/** CSV downloads of the orders and customers screens, streamed by the server. Admin only (the global guard). */
@ApiTags('admin exports')
@Controller('admin/exports')
export class AdminExportsController {
  constructor(
    private readonly exports: OrderExportsService,
    private readonly audit: AuditService,
  ) {}

  @Get('orders.csv')
  @ApiProduces('text/csv')
  async orders(@Actor() actor: StaffActor, @Query() query: ListAdminOrdersQuery, @Res() res: Response): Promise<void> {
    // A bad date is a 400 before the file starts (the rows are read only once the header is written).
    shopDayRange(query.from || undefined, query.to || undefined);
    await this.audit.recordAlone(
      actor,
      'export.downloaded',
      { type: 'export', id: 'orders_export.csv' },
      { filter: query },
    );
    return streamCsv(res, 'orders_export.csv', ORDER_CSV_HEADER, this.exports.orderRows(query));
  }

  /** customers.csv: the accounts of the Users screen, with its search. */
  @Get('customers.csv')
  @ApiProduces('text/csv')
  async customers(@Actor() actor: StaffActor, @Query() query: ListUsersQuery, @Res() res: Response): Promise<void> {
    await this.audit.recordAlone(
      actor,
      'export.downloaded',
      { type: 'export', id: 'customers.csv' },
      { filter: query },
    );
    return streamCsv(res, 'customers.csv', CUSTOMER_CSV_HEADER, this.exports.customerRows(query.search));
  }
}
