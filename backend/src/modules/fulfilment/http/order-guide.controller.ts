import { Controller, Get, Ip, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { OrderGuideView } from '@kedai/contracts';
import { OrderGuideService } from '../services/order-guide.service';

@ApiTags('orders')
@Controller('orders')
export class OrderGuideController {
  constructor(private readonly guides: OrderGuideService) {}

  @Get(':orderId/guide')
  guide(@Ip() address: string, @Param('orderId') orderId: string): Promise<OrderGuideView> {
    return this.guides.guide(address, orderId);
  }
}
