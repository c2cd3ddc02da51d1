import {
  CanActivate,
  Controller,
  ExecutionContext,
  HttpCode,
  HttpStatus,
  Injectable,
  Post,
  Req,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiError } from '../../../core/http/api-error';
import { Public } from '../../../core/security/auth.decorators';
import { presentedSecret, secretMatches } from '../rules/webhook-secret';
import { EmailInboundService, type InboundOutcome } from '../services/email-inbound.service';
import { InboundEmailSettingsService } from '../services/inbound-email-settings.service';

/** The most a provider's post may carry; the configured limit is checked on the mail itself. */
const HARD_LIMIT_BYTES = 40 * 1024 * 1024;

/**
 * The shared secret (INBOUND_EMAIL_SECRET, else the one saved in Settings), checked in constant time before the
 * body is read. A secret saved in Settings replaces the old one: the old one is refused from then on.
 */
@Injectable()
export class InboundEmailSecretGuard implements CanActivate {
  constructor(private readonly settings: InboundEmailSettingsService) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const given = presentedSecret({
      secretHeader: request.header('x-inbound-secret'),
      authorization: request.header('authorization'),
    });
    if (secretMatches(given, (await this.settings.resolved()).secret)) return true;
    throw new ApiError(HttpStatus.FORBIDDEN, 'inbound_email_forbidden', 'The inbound e-mail secret does not match');
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/**
 * The raw body of a message/rfc822 (or octet-stream, text/plain) post: kept up to `keep` bytes, counted (not
 * kept) beyond, so an oversized mail is recorded and answered rather than retried; more than the hard limit: 413.
 */
async function rawBody(request: Request, keep: number): Promise<{ raw: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > HARD_LIMIT_BYTES) {
      throw new ApiError(HttpStatus.PAYLOAD_TOO_LARGE, 'payload_too_large', 'The mail is too large');
    }
    if (size <= keep) chunks.push(chunk);
  }
  return { raw: Buffer.concat(chunks), size };
}

/**
 * A mail provider's inbound webhook (the "inbound parse" shape, docs/channels.md): the raw MIME message posted
 * either as the body (Content-Type message/rfc822, with X-Inbound-Envelope-From/-To, X-Inbound-Spf and
 * X-Inbound-Dkim headers) or as a form field (`email` as SendGrid's raw mode sends it, `body-mime` as Mailgun's,
 * with `envelope`, `SPF` and `dkim` fields). Every handled mail answers 200 with what became of it (a provider
 * would retry anything else); only a wrong secret is refused, with 403.
 */
@ApiExcludeController()
@Controller('channels/email')
export class EmailInboundWebhookController {
  constructor(private readonly inbound: EmailInboundService) {}

  @Public()
  @Post('inbound')
  @HttpCode(200)
  @UseGuards(InboundEmailSecretGuard)
  @UseInterceptors(
    AnyFilesInterceptor({ limits: { fieldSize: HARD_LIMIT_BYTES, fileSize: HARD_LIMIT_BYTES, files: 3 } }),
  )
  async receive(@Req() request: Request): Promise<InboundOutcome> {
    if (request.is('multipart/form-data')) {
      const body = (request.body ?? {}) as Record<string, unknown>;
      const files = ((request as Request & { files?: unknown }).files ?? []) as { fieldname: string; buffer: Buffer }[];
      const field = text(body.email) ?? text(body['body-mime']);
      const raw =
        field !== null ? Buffer.from(field, 'utf8') : files.find((file) => file.fieldname === 'email')?.buffer;
      if (!raw) throw new ApiError(HttpStatus.BAD_REQUEST, 'inbound_email_missing', 'No raw message (email field)');
      let envelope: { from?: unknown; to?: unknown } = {};
      try {
        envelope = JSON.parse(text(body.envelope) ?? '{}') as typeof envelope;
      } catch {
        envelope = {};
      }
      return this.inbound.receive(raw, {
        via: 'webhook',
        envelopeFrom: typeof envelope.from === 'string' ? envelope.from : (text(body.sender) ?? null),
        recipients: Array.isArray(envelope.to) ? envelope.to.filter((to) => typeof to === 'string') : [],
        spf: text(body.SPF) ?? text(body.spf),
        dkim: text(body.dkim),
      });
    }
    const { raw, size } = await rawBody(request, this.inbound.maxBytes);
    if (size > this.inbound.maxBytes) {
      return this.inbound.refuseOversized({ via: 'webhook', envelopeFrom: null, recipients: [] }, size);
    }
    const envelopeFrom = request.header('x-inbound-envelope-from');
    return this.inbound.receive(raw, {
      via: 'webhook',
      envelopeFrom: envelopeFrom === undefined ? null : envelopeFrom.replace(/^<|>$/g, ''),
      recipients: (request.header('x-inbound-envelope-to') ?? '')
        .split(',')
        .map((to) => to.trim())
        .filter(Boolean),
      spf: request.header('x-inbound-spf') ?? null,
      dkim: request.header('x-inbound-dkim') ?? null,
    });
  }
}
