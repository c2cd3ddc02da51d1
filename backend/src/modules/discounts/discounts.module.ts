import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit';
import { SettingsModule } from '../settings';
import { DiscountCode } from './entities/discount-code.entity';
import { DiscountRedemption } from './entities/discount-redemption.entity';
import { DiscountsService } from './services/discounts.service';

/** Discount codes and their uses (docs/product/discounts.md); owns discount_codes and discount_redemptions. */
@Module({
  imports: [TypeOrmModule.forFeature([DiscountCode, DiscountRedemption]), AuditModule, SettingsModule],
  providers: [DiscountsService],
  exports: [DiscountsService],
})
export class DiscountsModule {}
