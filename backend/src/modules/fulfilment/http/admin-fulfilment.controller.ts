import { Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FulfilmentAccepted, InstallationStepsView } from '@kedai/contracts';
import { CurrentUser, StaffOnly } from '../../../core/security/auth.decorators';
import type { UserPrincipal } from '../../../core/security/principal';
import { InstallationStepsQuery } from '../dto/installation-steps.query';
import { FulfilmentService } from '../services/fulfilment.service';
import { OrderGuideService } from '../services/order-guide.service';

/** The admin orders screen's fulfilment buttons and the installation-steps text (paths under /admin/orders). */
@ApiTags('admin orders')
@StaffOnly()
@Controller('admin/orders')
export class AdminFulfilmentController {
  constructor(
    private readonly fulfilment: FulfilmentService,
    private readonly guides: OrderGuideService,
  ) {}

  @Get(':id/installation-steps')
  installationSteps(@Param('id') id: string, @Query() query: InstallationStepsQuery): Promise<InstallationStepsView> {
    return this.guides.installationSteps(id, query.version ?? 'customer');
  }

  @Post(':id/send-guide')
  @HttpCode(202)
  sendGuide(@CurrentUser() admin: UserPrincipal, @Param('id') id: string): Promise<FulfilmentAccepted> {
    return this.fulfilment.request('send-guide', id, admin.userId);
  }

  @Post(':id/activate')
  @HttpCode(202)
  activate(@CurrentUser() admin: UserPrincipal, @Param('id') id: string): Promise<FulfilmentAccepted> {
    return this.fulfilment.request('activate', id, admin.userId);
  }

  @Post(':id/trigger-delivery')
  @HttpCode(202)
  triggerDelivery(@CurrentUser() admin: UserPrincipal, @Param('id') id: string): Promise<FulfilmentAccepted> {
    return this.fulfilment.request('trigger-delivery', id, admin.userId);
  }

  @Post(':id/auto-ship')
  @HttpCode(202)
  autoShip(@CurrentUser() admin: UserPrincipal, @Param('id') id: string): Promise<FulfilmentAccepted> {
    return this.fulfilment.request('auto-ship', id, admin.userId);
  }

  @Post(':id/send-installation')
  @HttpCode(202)
  sendInstallation(@CurrentUser() admin: UserPrincipal, @Param('id') id: string): Promise<FulfilmentAccepted> {
    return this.fulfilment.request('send-installation', id, admin.userId);
  }
}
