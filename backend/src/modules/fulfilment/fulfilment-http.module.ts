import { Module } from '@nestjs/common';
import { AdminFulfilmentController } from './http/admin-fulfilment.controller';
import { CodeBurnController } from './http/code-burn.controller';
import { FulfilmentModule } from './fulfilment.module';
import { OrderGuideController } from './http/order-guide.controller';
import { CodePoolsController, RentalAccountsController } from './http/pools.controller';

/** The fulfilment buttons, the pools' admin endpoints and the public installation guide. */
@Module({
  imports: [FulfilmentModule],
  controllers: [
    AdminFulfilmentController,
    CodePoolsController,
    RentalAccountsController,
    OrderGuideController,
    CodeBurnController,
  ],
})
export class FulfilmentHttpModule {}
