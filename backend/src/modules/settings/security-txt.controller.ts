import { Controller, Get, Header, HttpStatus } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { publicUrl } from '../../core/config/public-url';
import { ApiError } from '../../core/http/api-error';
import { Public } from '../../core/security/auth.decorators';
import { SettingsService } from './settings.service';

/** How long a security.txt stays valid (RFC 9116 asks for less than a year); it is written afresh on every read. */
const VALID_DAYS = 180;

/**
 * /.well-known/security.txt (RFC 9116; outside the /api prefix, create-http-app excludes it): where to report a
 * vulnerability, the shop's contact e-mail from Settings (docs/security.md, "Reporting a vulnerability").
 */
@ApiExcludeController()
@Controller('.well-known')
export class SecurityTxtController {
  constructor(private readonly settings: SettingsService) {}

  @Get('security.txt')
  @Public()
  @Header('Content-Type', 'text/plain; charset=utf-8')
  @Header('Cache-Control', 'public, max-age=3600')
  async securityTxt(): Promise<string> {
    const { contactEmail } = await this.settings.shopInfo();
    if (!contactEmail?.trim()) {
      throw new ApiError(HttpStatus.NOT_FOUND, 'security_contact_unset', 'This shop has set no contact e-mail yet.');
    }
    const expires = new Date(Date.now() + VALID_DAYS * 24 * 60 * 60 * 1000);
    expires.setUTCHours(0, 0, 0, 0);
    return [
      `Contact: mailto:${contactEmail.trim()}`,
      `Expires: ${expires.toISOString()}`,
      'Preferred-Languages: en, ms, zh',
      `Canonical: ${publicUrl('/.well-known/security.txt')}`,
      '',
    ].join('\n');
  }
}
