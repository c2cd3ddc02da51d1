import { Module } from '@nestjs/common';
import { DiscountsModule } from './discounts.module';
import { DiscountsController } from './http/discounts.controller';

/** The admin's discount code endpoints. */
@Module({
  imports: [DiscountsModule],
  controllers: [DiscountsController],
})
export class DiscountsHttpModule {}
