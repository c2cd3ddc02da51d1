import { Body, Controller, Get, HttpCode, Param, Post, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ScreenshotSetup, ScreenshotView } from '@kedai/contracts';
import { AdminOnly, CurrentUser } from '../../../core/security/auth.decorators';
import type { UserPrincipal } from '../../../core/security/principal';
import { Actor, type StaffActor } from '../../audit';
import { ScreenshotRequestDto } from '../dto/screenshot-request.dto';
import { ScreenshotsService } from '../services/screenshots.service';

@ApiTags('admin: tools')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/tools/screenshots')
export class ScreenshotsController {
  constructor(private readonly screenshots: ScreenshotsService) {}

  @Get('setup')
  setup(): ScreenshotSetup {
    return this.screenshots.setup();
  }

  @Post()
  @HttpCode(202)
  request(@Actor() admin: StaffActor, @Body() body: ScreenshotRequestDto): Promise<ScreenshotView> {
    return this.screenshots.request(admin, body);
  }

  @Get(':jobId')
  view(@CurrentUser() admin: UserPrincipal, @Param('jobId') jobId: string): Promise<ScreenshotView> {
    return this.screenshots.view(admin.userId, jobId);
  }

  @Get(':jobId/image')
  async image(@CurrentUser() admin: UserPrincipal, @Param('jobId') jobId: string): Promise<StreamableFile> {
    const { png, fileName } = await this.screenshots.image(admin.userId, jobId);
    return new StreamableFile(png, {
      type: 'image/png',
      disposition: `attachment; filename="${fileName}"`,
      length: png.length,
    });
  }
}
