import { Body, Controller, Get, HttpCode, HttpStatus, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AdminDataRequestView, DataRequestSettingsView } from '@kedai/contracts';
import { uuidOr404 } from '../../../../core/http/params';
import { AdminOnly } from '../../../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../../../audit';
import { DataRequestSettingsDto, StaffDataRequestDto } from '../dto/data-requests.dto';
import { DataRequestsService } from '../services/data-requests.service';

/**
 * Maintenance → Data requests (admins only): the list, a request run for a customer, a deletion cancelled for them,
 * the grace period.
 */
@ApiTags('admin: privacy')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/privacy/requests')
export class AdminDataRequestsController {
  constructor(private readonly requests: DataRequestsService) {}

  @Get()
  @ApiQuery({ name: 'email', required: false })
  list(@Query('email') email?: string): Promise<AdminDataRequestView[]> {
    return this.requests.list(typeof email === 'string' && email.trim() ? email : undefined);
  }

  @Post()
  create(@Actor() actor: StaffActor, @Body() body: StaffDataRequestDto): Promise<AdminDataRequestView> {
    return this.requests.createForCustomer(actor, body);
  }

  @Get('settings')
  settings(): Promise<DataRequestSettingsView> {
    return this.requests.settings();
  }

  @Put('settings')
  updateSettings(@Actor() actor: StaffActor, @Body() body: DataRequestSettingsDto): Promise<DataRequestSettingsView> {
    return this.requests.updateSettings(actor, body.erasureGraceDays);
  }

  /** Cancels an account deletion in its grace period (the customer changed their mind); 409 once it ran. */
  @Post(':id/cancel')
  @HttpCode(HttpStatus.OK)
  cancel(
    @Actor() actor: StaffActor,
    @Param('id', uuidOr404('data_request_not_found', 'No such request.')) id: string,
  ): Promise<AdminDataRequestView> {
    return this.requests.cancelForCustomer(actor, id);
  }

  /** A signed link to a ready archive, to send to the customer (audited). */
  @Post(':id/download-link')
  @HttpCode(HttpStatus.OK)
  downloadLink(
    @Actor() actor: StaffActor,
    @Param('id', uuidOr404('data_request_not_found', 'No such request.')) id: string,
  ): Promise<{ url: string }> {
    return this.requests.downloadLink(actor, id);
  }
}
