import { Body, Controller, Get, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { CustomerDetailView, CustomerListView, CustomerNoteView } from '@kedai/contracts';
import { streamCsv } from '../../../core/format/csv';
import { ApiError } from '../../../core/http/api-error';
import { AdminOnly, CurrentUser, StaffOnly } from '../../../core/security/auth.decorators';
import type { UserPrincipal } from '../../../core/security/principal';
import { Actor, AuditService, type StaffActor } from '../../audit';
import { CustomerNoteDto, CustomerSearchQuery, ListCustomersQuery } from '../dto/customers.dto';
import { keyFromParam } from '../rules/customer-rules';
import { CUSTOMER_CSV_HEADER, CustomerDirectoryService } from '../services/customer-directory.service';

const keyOf = (email: string): string => {
  const key = keyFromParam(email);
  if (!key) throw new ApiError(HttpStatus.NOT_FOUND, 'customer_not_found', 'No customer has this e-mail.');
  return key;
};

/**
 * /admin/customers: the customer directory (docs/product/admin.md#customers). Staff read it and write notes; lifetime
 * value, its sort and the CSV are admins' (checked here and in the service, not only hidden by the browser).
 */
@ApiTags('admin: customers')
@ApiBearerAuth()
@StaffOnly()
@Controller('admin/customers')
export class CustomersController {
  constructor(
    private readonly directory: CustomerDirectoryService,
    private readonly audit: AuditService,
  ) {}

  @Get()
  list(@CurrentUser() user: UserPrincipal, @Query() query: ListCustomersQuery): Promise<CustomerListView> {
    return this.directory.list(user.role, query);
  }

  /** customer-directory.csv: every matching customer with lifetime value (admins; on the audit log). */
  @Get('export.csv')
  @AdminOnly()
  @ApiProduces('text/csv')
  async export(@Actor() actor: StaffActor, @Query() query: CustomerSearchQuery, @Res() res: Response): Promise<void> {
    await this.audit.recordAlone(
      actor,
      'export.downloaded',
      { type: 'export', id: 'customer-directory.csv' },
      { filter: { search: query.search ?? null } },
    );
    return streamCsv(res, 'customer-directory.csv', CUSTOMER_CSV_HEADER, this.directory.csvRows(query.search));
  }

  @Get(':email')
  detail(@CurrentUser() user: UserPrincipal, @Param('email') email: string): Promise<CustomerDetailView> {
    return this.directory.detail(user.role, keyOf(email));
  }

  @Post(':email/notes')
  addNote(
    @Actor() actor: StaffActor,
    @Param('email') email: string,
    @Body() body: CustomerNoteDto,
  ): Promise<CustomerNoteView> {
    return this.directory.addNote(actor, keyOf(email), body.body);
  }
}
