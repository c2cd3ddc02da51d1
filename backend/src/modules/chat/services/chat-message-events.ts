import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../../core/events/domain-events.service';
import type { ChatMessageAuthor } from '../../../core/events/domain-events';
import type { StoredMessage } from './chat-message-writer';
import { toMessageView, toSessionView } from '../read/chat.view';

/**
 * Says `chat.message.stored` once a new message is committed, and `chat.message.resent` when a resend
 * finds its message stored (its first announcement may have died with the process that stored it).
 */
@Injectable()
export class ChatMessageEvents {
  constructor(private readonly events: DomainEvents) {}

  stored(stored: StoredMessage, author: ChatMessageAuthor): StoredMessage {
    const message = toMessageView(stored.message);
    const session = toSessionView(stored.session);
    if (stored.created) this.events.emit('chat.message.stored', { message, author, session });
    else this.events.emit('chat.message.resent', { message, session });
    return stored;
  }
}
