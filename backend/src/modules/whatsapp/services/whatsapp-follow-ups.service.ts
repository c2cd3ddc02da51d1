import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  fillFollowUpTemplate,
  followUpTemplateParameters,
  type WhatsappFollowUpTemplate,
  type WhatsappTemplateSendInput,
} from '@kedai/contracts';
import { ApiError } from '../../../core/http/api-error';
import type { UserPrincipal } from '../../../core/security/principal';
import { ChatChannelInbox } from '../../chat';
import { WhatsappTemplateMessage } from '../entities/whatsapp-template-message.entity';
import { WhatsappSettingsService } from './whatsapp-settings.service';

/**
 * Follow-ups (docs/channels.md#templates): once a conversation's 24-hour window has closed, WhatsApp delivers only
 * approved templates. An agent picks one of those the seller listed in Settings; it is stored in the conversation
 * as the customer will read it (`{{1}}` filled with their name) and sent as that template, exactly once, by the
 * same claimed send as any reply (WhatsappSender).
 */
@Injectable()
export class WhatsappFollowUps {
  constructor(
    private readonly settings: WhatsappSettingsService,
    private readonly inbox: ChatChannelInbox,
    @InjectRepository(WhatsappTemplateMessage) private readonly sent: Repository<WhatsappTemplateMessage>,
  ) {}

  async templates(): Promise<WhatsappFollowUpTemplate[]> {
    return (await this.settings.resolved()).followUpTemplates;
  }

  async send(
    agent: UserPrincipal,
    sessionId: string,
    input: WhatsappTemplateSendInput,
  ): Promise<{ messageId: string }> {
    const template = (await this.templates()).find(
      (one) => one.name === input?.name && one.language === input?.language,
    );
    if (!template) {
      throw new ApiError(
        HttpStatus.BAD_REQUEST,
        'unknown_template',
        'This template is not in Settings → WhatsApp → Follow-up templates.',
      );
    }
    const customerName = (await this.inbox.channelContactName(sessionId)) ?? '';
    const { messageId } = await this.inbox.writeAgentChannelMessage(
      agent,
      sessionId,
      { text: fillFollowUpTemplate(template.text, customerName), clientId: input?.clientId },
      (em, id) =>
        em
          .insert(WhatsappTemplateMessage, {
            messageId: id,
            templateName: template.name,
            language: template.language,
            parameters: followUpTemplateParameters(template.text, customerName),
          })
          .then(() => undefined),
    );
    return { messageId };
  }

  /** The template a message goes out as, or null for a text message. */
  templateOf(messageId: string): Promise<WhatsappTemplateMessage | null> {
    return this.sent.findOneBy({ messageId });
  }
}
