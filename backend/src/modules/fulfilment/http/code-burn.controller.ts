import { Body, Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BurnCodeResult } from '@kedai/contracts';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { Actor, type StaffActor } from '../../audit';
import { CodeBurnService } from '../services/code-burn.service';
import { BurnCodeDto } from '../dto/pools.dto';

/** Burn-and-replace of a code reported as not working (admins only). */
@ApiTags('admin orders')
@AdminOnly()
@Controller('admin/orders')
export class CodeBurnController {
  constructor(private readonly burns: CodeBurnService) {}

  @Post(':id/burn-code')
  @HttpCode(200)
  burn(@Actor() admin: StaffActor, @Param('id') id: string, @Body() body: BurnCodeDto): Promise<BurnCodeResult> {
    return this.burns.burnAndReplace(admin, id, body.code, body.reason?.trim() || null);
  }
}
