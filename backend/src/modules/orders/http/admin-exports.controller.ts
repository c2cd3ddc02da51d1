import { Controller, Get, Query, Res } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { streamCsv } from '../../../core/format/csv';
import { malaysiaDayRange } from '../rules/admin-order-filter';
import { ListAdminOrdersQuery } from '../dto/admin-orders.dto';
import { ListUsersQuery } from '../../users/dto/list-users.query';
import { CUSTOMER_CSV_HEADER, ORDER_CSV_HEADER, OrderExportsService } from '../services/order-exports.service';

/** CSV downloads of the orders and customers screens, streamed by the server. Admin only (the global guard). */
@ApiTags('admin exports')
@Controller('admin/exports')
export class AdminExportsController {
  constructor(private readonly exports: OrderExportsService) {}

  @Get('orders.csv')
  @ApiProduces('text/csv')
  orders(@Query() query: ListAdminOrdersQuery, @Res() res: Response): Promise<void> {
    // A bad date is a 400 before the file starts (the rows are read only once the header is written).
    malaysiaDayRange(query.from || undefined, query.to || undefined);
    return streamCsv(res, 'orders_export.csv', ORDER_CSV_HEADER, this.exports.orderRows(query));
  }

  /** customers.csv: the accounts of the Users screen, with its search. */
  @Get('customers.csv')
  @ApiProduces('text/csv')
  customers(@Query() query: ListUsersQuery, @Res() res: Response): Promise<void> {
    return streamCsv(res, 'customers.csv', CUSTOMER_CSV_HEADER, this.exports.customerRows(query.search));
  }
}
