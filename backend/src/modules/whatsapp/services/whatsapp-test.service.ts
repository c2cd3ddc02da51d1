import { HttpStatus, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { normaliseWhatsapp, WHATSAPP_ERROR, whatsappId, type WhatsappTestResult } from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import { AuditService, type StaffActor } from '../../audit';
import { GraphApi } from './graph-api';

/** Meta's pre-approved test template, in every new WhatsApp Business account. */
const TEST_TEMPLATE = { name: 'hello_world', language: 'en_US' };

/** Settings → WhatsApp → Send a test message: proves the token and the number's id with one real message. */
@Injectable()
export class WhatsappTestService {
  constructor(
    private readonly graph: GraphApi,
    private readonly audit: AuditService,
  ) {}

  async send(actor: StaffActor, to: unknown): Promise<WhatsappTestResult> {
    const phone = typeof to === 'string' ? normaliseWhatsapp(to) : null;
    if (!phone) throw new ApiError(HttpStatus.BAD_REQUEST, 'invalid_whatsapp_number', WHATSAPP_ERROR);
    const outcome = await this.graph.sendTemplate(
      whatsappId(phone),
      TEST_TEMPLATE.name,
      TEST_TEMPLATE.language,
      [],
      randomUUID(),
    );
    const result: WhatsappTestResult =
      outcome.kind === 'sent' ? { ok: true, detail: outcome.providerMessageId } : { ok: false, detail: outcome.reason };
    await this.audit.recordAlone(
      actor,
      'channel.test-sent',
      { type: 'settings', id: 'whatsapp' },
      {
        to: phone,
        ok: result.ok,
      },
    );
    return result;
  }
}
