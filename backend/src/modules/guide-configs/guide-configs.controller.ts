import { Body, Controller, Delete, Get, Header, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiTags } from '@nestjs/swagger';
import type { GuideConfigImportResult, GuideConfigView } from '@kedai/contracts';
import { uuidOr404 } from '../../core/http/params';
import { AdminOnly } from '../../core/security/auth.decorators';
import { GuideConfigsService } from './guide-configs.service';
import { toGuideConfigView } from './guide-config.view';

const configParam = () => uuidOr404('guide_config_not_found', 'Configuration not found');
const inputSchema = {
  type: 'object',
  properties: {
    product: { type: 'string' },
    keywords: { type: 'array', items: { type: 'string' } },
    email: { type: 'string', nullable: true },
    password: { type: 'string' },
    response: { type: 'string' },
    translations: {
      type: 'object',
      additionalProperties: { type: 'string', maxLength: 1500 },
      example: { ms: 'Buka aplikasi dan log masuk dengan akaun di atas.', 'zh-Hans': '打开应用，用上面的账号登录。' },
      description: 'The response in Malay (ms) and simplified Chinese (zh-Hans); absent keeps the stored ones',
    },
    guideUrl: { type: 'string', nullable: true },
    productCode: { type: 'string', nullable: true },
  },
};

/**
 * Guide/password configurations (installation guide manager and unified password manager). Bodies are
 * checked by the service's rules, shared with the import, so every path gives the same messages.
 */
@ApiTags('admin: guide configs')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/guide-configs')
export class GuideConfigsController {
  constructor(private readonly configs: GuideConfigsService) {}

  @Get()
  async list(): Promise<GuideConfigView[]> {
    return (await this.configs.list()).map(toGuideConfigView);
  }

  @Get('export')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="password-configurations.json"')
  @Header('Cache-Control', 'no-store')
  async export(): Promise<GuideConfigView[]> {
    return (await this.configs.list()).map(toGuideConfigView);
  }

  @Post('import')
  @HttpCode(200)
  @ApiBody({ schema: { type: 'array', items: inputSchema } })
  import(@Body() body: unknown): Promise<GuideConfigImportResult> {
    return this.configs.import(body);
  }

  @Post()
  @ApiBody({ schema: inputSchema })
  async create(@Body() body: unknown): Promise<GuideConfigView> {
    return toGuideConfigView(await this.configs.create(body));
  }

  @Put(':id')
  @ApiBody({ schema: inputSchema })
  async update(@Param('id', configParam()) id: string, @Body() body: unknown): Promise<GuideConfigView> {
    return toGuideConfigView(await this.configs.update(id, body));
  }

  @Delete(':id')
  @HttpCode(204)
  remove(@Param('id', configParam()) id: string): Promise<void> {
    return this.configs.remove(id);
  }
}
