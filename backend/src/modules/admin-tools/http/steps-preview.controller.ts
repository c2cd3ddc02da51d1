import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { StepsPreview } from '@kedai/contracts';
import { AdminOnly } from '../../../core/security/auth.decorators';
import { StepsPreviewQuery } from '../dto/steps-preview.query';
import { StepsPreviewService } from '../services/steps-preview.service';

/** Installation steps preview (/test-steps, issue 22): both versions of the steps exactly as they are sent. */
@ApiTags('admin: tools')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/tools/steps-preview')
export class StepsPreviewController {
  constructor(private readonly previews: StepsPreviewService) {}

  @Get()
  preview(@Query() query: StepsPreviewQuery): Promise<StepsPreview> {
    return this.previews.preview(query);
  }
}
