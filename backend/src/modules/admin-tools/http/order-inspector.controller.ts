import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { FulfilmentAccepted, OrderInspection } from '@kedai/contracts';
import { AdminOnly, CurrentUser } from '../../../core/security/auth.decorators';
import type { UserPrincipal } from '../../../core/security/principal';
import { RetryStepDto } from '../dto/retry-step.dto';
import { OrderInspectorService } from '../services/order-inspector.service';

/** The order inspector (admin only; deliberately not under /admin/orders, which agents may use). */
@ApiTags('admin: tools')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/tools/orders')
export class OrderInspectorController {
  constructor(private readonly inspector: OrderInspectorService) {}

  @Get(':orderId/inspection')
  inspect(@Param('orderId') orderId: string): Promise<OrderInspection> {
    return this.inspector.inspect(orderId);
  }

  @Post(':orderId/retry')
  @HttpCode(202)
  retry(
    @CurrentUser() admin: UserPrincipal,
    @Param('orderId') orderId: string,
    @Body() body: RetryStepDto,
  ): Promise<FulfilmentAccepted> {
    return this.inspector.retry(orderId, body.step, admin.userId);
  }
}
