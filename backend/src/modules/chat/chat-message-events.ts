import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../core/events/domain-events.service';
import type { ChatMessageAuthor } from '../../core/events/domain-events';
import type { StoredMessage } from './chat-message-writer';
import { toMessageView, toSessionView } from './chat.view';

/** Says `chat.message.stored` once a new message is committed; a resend of a stored message says nothing. */
@Injectable()
export class ChatMessageEvents {
  constructor(private readonly events: DomainEvents) {}

  stored(stored: StoredMessage, author: ChatMessageAuthor): StoredMessage {
    if (stored.created) {
      this.events.emit('chat.message.stored', {
        message: toMessageView(stored.message),
        author,
        session: toSessionView(stored.session),
      });
    }
    return stored;
  }
}
