import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  ActivationCodeView,
  AddCodesResult,
  CodePoolSummary,
  RentalAccountSecret,
  RentalAccountView,
} from '@kedai/contracts';
import { uuidOr404 } from '../../../core/http/params';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../../audit';
import { CodePoolService } from '../services/code-pool.service';
import { AddCodesDto, CodePoolSettingDto, ListCodesQuery, RentalAccountDto } from '../dto/pools.dto';
import { RentalAccountsService } from '../services/rental-accounts.service';

@ApiTags('admin code pools')
@AdminOnly()
@Controller('admin/code-pools')
export class CodePoolsController {
  constructor(private readonly pools: CodePoolService) {}

  @Get()
  summaries(): Promise<CodePoolSummary[]> {
    return this.pools.summaries();
  }

  @Get(':productCode/codes')
  codes(@Param('productCode') productCode: string, @Query() query: ListCodesQuery): Promise<ActivationCodeView[]> {
    return this.pools.list(productCode, query.status ?? 'all');
  }

  @Post(':productCode/codes')
  add(
    @Actor() actor: StaffActor,
    @Param('productCode') productCode: string,
    @Body() body: AddCodesDto,
  ): Promise<AddCodesResult> {
    return this.pools.add(actor, productCode, body.text);
  }

  @Put(':productCode')
  setting(@Param('productCode') productCode: string, @Body() body: CodePoolSettingDto): Promise<CodePoolSummary> {
    return this.pools.updateSetting(productCode, body);
  }

  @Delete(':productCode/codes/:id')
  @HttpCode(204)
  remove(
    @Actor() actor: StaffActor,
    @Param('productCode') productCode: string,
    @Param('id', uuidOr404('code_not_found', 'Activation code not found')) id: string,
  ): Promise<void> {
    return this.pools.remove(actor, productCode, id);
  }
}

@ApiTags('admin rental accounts')
@AdminOnly()
@Controller('admin/rental-accounts')
export class RentalAccountsController {
  constructor(private readonly accounts: RentalAccountsService) {}

  @Get()
  list(): Promise<RentalAccountView[]> {
    return this.accounts.list();
  }

  /** The account's password, shown to an admin on request; each reveal is an audit entry. */
  @Get(':id/password')
  reveal(
    @Actor() actor: StaffActor,
    @Param('id', uuidOr404('rental_account_not_found', 'Rental account not found')) id: string,
  ): Promise<RentalAccountSecret> {
    return this.accounts.reveal(actor, id);
  }

  @Post()
  create(@Body() body: RentalAccountDto): Promise<RentalAccountView> {
    return this.accounts.create(body);
  }

  @Put(':id')
  update(
    @Param('id', uuidOr404('rental_account_not_found', 'Rental account not found')) id: string,
    @Body() body: RentalAccountDto,
  ): Promise<RentalAccountView> {
    return this.accounts.update(id, body);
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', uuidOr404('rental_account_not_found', 'Rental account not found')) id: string): Promise<void> {
    return this.accounts.remove(id);
  }
}
