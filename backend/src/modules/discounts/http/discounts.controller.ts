import { Body, Controller, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { DiscountCodeView } from '@kedai/contracts';
import { uuidOr404 } from '../../../core/http/params';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../../audit';
import { DiscountsService } from '../services/discounts.service';

const codeParam = () => uuidOr404('discount_not_found', 'Discount code not found');

/** /admin/discounts: the shop's discount codes with their uses; admins only, every change audited. */
@ApiTags('admin: discounts')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/discounts')
export class DiscountsController {
  constructor(private readonly discounts: DiscountsService) {}

  @Get()
  list(): Promise<DiscountCodeView[]> {
    return this.discounts.list();
  }

  @Post()
  create(@Actor() actor: StaffActor, @Body() body: unknown): Promise<DiscountCodeView> {
    return this.discounts.create(actor, body);
  }

  @Put(':id')
  update(
    @Actor() actor: StaffActor,
    @Param('id', codeParam()) id: string,
    @Body() body: unknown,
  ): Promise<DiscountCodeView> {
    return this.discounts.update(actor, id, body);
  }

  @Post(':id/deactivate')
  @HttpCode(200)
  deactivate(@Actor() actor: StaffActor, @Param('id', codeParam()) id: string): Promise<DiscountCodeView> {
    return this.discounts.deactivate(actor, id);
  }
}
