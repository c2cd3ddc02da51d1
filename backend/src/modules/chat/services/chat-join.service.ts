import { Injectable } from '@nestjs/common';
import type { ChatJoined, ChatJoinRequest } from '@kedai/contracts';
import { Principal } from '../../../core/security/principal';
import { ChatHistoryService } from './chat-history.service';
import { ChatPresenceService } from './chat-presence.service';
import { ChatSessionsService } from './chat-sessions.service';
import { toSessionView } from '../read/chat.view';
import { ChatSession } from '../entities/chat-session.entity';

/** What a socket gets when it opens a conversation: the session, its messages and who can answer. */
@Injectable()
export class ChatJoinService {
  constructor(
    private readonly sessions: ChatSessionsService,
    private readonly history: ChatHistoryService,
    private readonly presence: ChatPresenceService,
  ) {}

  /**
   * chat:join. Without sessionId: the caller's open session, resumed or created. With it: that session if
   * it is the caller's (also when ended, to show it and rate it).
   */
  async customerJoin(principal: Principal | null, request: ChatJoinRequest): Promise<ChatJoined> {
    const session = request.sessionId
      ? await this.sessions.changeLanguage(
          await this.sessions.ownedSession(principal, request.sessionId),
          request.language,
          true,
        )
      : await this.sessions.openSessionFor(principal, request);
    if (principal) this.sessions.rememberOwned(principal, session);
    return this.joined(session);
  }

  /** agent:join-session: any session. */
  async agentJoin(sessionId: string): Promise<ChatJoined> {
    return this.joined(await this.sessions.findSession(sessionId), 'staff');
  }

  /** The customer's copy never carries staff-only notes. */
  private async joined(session: ChatSession, audience: 'customer' | 'staff' = 'customer'): Promise<ChatJoined> {
    return {
      session: toSessionView(session),
      messages: await this.history.messageViews(session.id, null, audience),
      presence: await this.presence.snapshot(),
    };
  }
}
