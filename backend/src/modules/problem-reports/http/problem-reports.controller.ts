import {
  Body,
  Controller,
  Get,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import {
  CHAT_ATTACHMENT_MAX_BYTES,
  type AdminProblemReportView,
  type OrderProblemsView,
  type ProblemReportView,
  type ProblemWindowView,
} from '@kedai/contracts';
import { TooLargeMessageInterceptor, UploadedBinary, uploadLimits } from '../../../core/http/uploaded-file';
import {
  AdminOnly,
  CurrentPrincipal,
  CurrentUser,
  RequireUser,
  StaffOnly,
} from '../../../core/security/auth.decorators';
import type { Principal, UserPrincipal } from '../../../core/security/principal';
import { Actor, type StaffActor } from '../../audit';
import { ProblemReportsService } from '../problem-reports.service';

const field = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** A customer's "report a problem" (the order's owner, or a guest holding the order's access token). */
@ApiTags('problem reports')
@Controller('problem-reports')
@UseGuards(ThrottlerGuard)
export class ProblemReportsController {
  constructor(private readonly reports: ProblemReportsService) {}

  @Post()
  @ApiConsumes('multipart/form-data')
  @UseInterceptors(
    new TooLargeMessageInterceptor('The screenshot is larger than 10 MB.', 'Attach one screenshot.'),
    FileInterceptor('screenshot', { ...uploadLimits(CHAT_ATTACHMENT_MAX_BYTES), preservePath: true }),
  )
  create(
    @CurrentPrincipal() principal: Principal | null,
    @Body() sent: Record<string, unknown> | undefined,
    @UploadedFile() file: UploadedBinary | undefined,
  ): Promise<ProblemReportView> {
    // A body that is not a form (or JSON) arrives as nothing: the fields are then missing, not an error of ours.
    const body = sent && typeof sent === 'object' ? sent : {};
    const unit = Number(field(body.unit));
    return this.reports.report(principal, {
      orderId: field(body.orderId) ?? '',
      itemId: field(body.itemId) ?? '',
      reason: field(body.reason) ?? '',
      note: field(body.note) ?? null,
      token: field(body.token) ?? null,
      unit: Number.isInteger(unit) ? unit : null,
      screenshot: file ? { buffer: file.buffer, filename: file.originalname } : null,
    });
  }

  @Get('order/:orderId')
  forOrder(
    @CurrentPrincipal() principal: Principal | null,
    @Param('orderId') orderId: string,
    @Query('token') token: string | undefined,
  ): Promise<OrderProblemsView> {
    return this.reports.forOrder(principal, orderId, typeof token === 'string' ? token : null);
  }

  @Get('mine')
  @RequireUser()
  mine(@CurrentUser() user: UserPrincipal, @Query('orders') orders: string | undefined): Promise<ProblemReportView[]> {
    return this.reports.mine(user.userId, typeof orders === 'string' ? orders.split(',') : []);
  }
}

/** The agents' cards and the one-click resolutions (replace and refund as their own routes: admins). */
@ApiTags('admin problem reports')
@Controller('admin/problem-reports')
export class AdminProblemReportsController {
  constructor(private readonly reports: ProblemReportsService) {}

  @Get()
  @StaffOnly()
  list(
    @Query('sessionId') sessionId?: string,
    @Query('orderId') orderId?: string,
    @Query('status') status?: string,
    @Query('flagged') flagged?: string,
  ): Promise<AdminProblemReportView[]> {
    return this.reports.adminList({
      sessionId: field(sessionId),
      orderId: field(orderId),
      status: field(status),
      flagged: flagged === '1' || flagged === 'true',
    });
  }

  @Post(':id/replace')
  @HttpCode(200)
  @AdminOnly()
  replace(@Actor() actor: StaffActor, @Param('id') id: string): Promise<AdminProblemReportView> {
    return this.reports.replace(actor, id);
  }

  @Post(':id/refund')
  @HttpCode(200)
  @AdminOnly()
  refund(@Actor() actor: StaffActor, @Param('id') id: string): Promise<AdminProblemReportView> {
    return this.reports.refund(actor, id);
  }

  @Post(':id/reject')
  @HttpCode(200)
  @StaffOnly()
  reject(
    @Actor() actor: StaffActor,
    @Param('id') id: string,
    @Body() body: { reason?: unknown },
  ): Promise<AdminProblemReportView> {
    return this.reports.reject(actor, id, body?.reason);
  }

  @Get('windows/:productCode')
  @AdminOnly()
  window(@Param('productCode') productCode: string): Promise<ProblemWindowView> {
    return this.reports.window(productCode);
  }

  @Put('windows/:productCode')
  @AdminOnly()
  setWindow(
    @Actor() actor: StaffActor,
    @Param('productCode') productCode: string,
    @Body() body: { hours?: unknown },
  ): Promise<ProblemWindowView> {
    return this.reports.setWindow(actor, productCode, body?.hours ?? null);
  }
}
