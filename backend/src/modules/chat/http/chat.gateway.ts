import { Logger, UseFilters, UseGuards, UsePipes } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayDisconnect,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  AckResponse,
  ChatJoined,
  ChatMessageView,
  ChatPresence,
  ChatRead,
  ChatSessionView,
  ChatTranscriptSent,
  rooms,
  type ChatSenderType,
} from '@kedai/contracts';
import { KedaiSocket } from '../../../core/realtime/typed-socket';
import { WsAckExceptionFilter } from '../../../core/realtime/ws-ack-exception.filter';
import { WsValidationPipe } from '../../../core/realtime/ws-validation.pipe';
import { AdminSocketGuard } from '../../../core/security/admin-socket.guard';
import { UserPrincipal } from '../../../core/security/principal';
import { ChatCustomerPresenceService } from '../services/chat-customer-presence.service';
import { ChatHistoryService } from '../services/chat-history.service';
import { ChatJoinService } from '../services/chat-join.service';
import { ChatMessagesService } from '../services/chat-messages.service';
import { ChatPresenceService } from '../services/chat-presence.service';
import { ChatReadsService } from '../services/chat-reads.service';
import { ChatSessionsService } from '../services/chat-sessions.service';
import { ChatTranscriptService } from '../services/chat-transcript.service';
import { toMessageView } from '../read/chat.view';
import {
  AgentPresenceDto,
  ChatHistoryDto,
  ChatJoinDto,
  ChatMarkReadDto,
  ChatRateDto,
  AgentSendDto,
  ChatSessionRefDto,
  ChatTypingDto,
} from '../dto/chat-socket.dto';
import { parseChatSend } from '../dto/chat-send-payload';

const ok = <T>(data: T): AckResponse<T> => ({ ok: true, data });
const agentOf = (socket: KedaiSocket) => socket.data.principal as UserPrincipal;

/**
 * Typing is ephemeral, nothing is stored: relayed from the socket to the session's room and the agents, not
 * back to the sender (socket.to excludes it), through the same adapter as every other event.
 */
function relayTyping(socket: KedaiSocket, sessionId: string, senderType: ChatSenderType, isTyping: boolean) {
  socket.to([rooms.chat(sessionId), rooms.admins]).emit('chat:typing', { sessionId, senderType, isTyping });
}

/**
 * Live chat over Socket.IO: thin handlers, payloads validated by their DTOs (WsValidationPipe; chat:send by
 * hand, with the same answers), every rule in the chat services. Contract in docs/realtime.md.
 */
@UseFilters(WsAckExceptionFilter)
@UsePipes(new WsValidationPipe())
@WebSocketGateway()
export class ChatGateway implements OnGatewayDisconnect<KedaiSocket> {
  constructor(
    private readonly joins: ChatJoinService,
    private readonly sessions: ChatSessionsService,
    private readonly messages: ChatMessagesService,
    private readonly history: ChatHistoryService,
    private readonly reads: ChatReadsService,
    private readonly presence: ChatPresenceService,
    private readonly transcripts: ChatTranscriptService,
    private readonly customerPresence: ChatCustomerPresenceService,
  ) {}

  async handleDisconnect(socket: KedaiSocket) {
    // Nest does not await this hook, so a failure must be handled here: sockets closed by the app's own shutdown
    // find Redis already closed ("Connection is closed."), and an outage may too. The presence entries expire.
    await Promise.all([this.presence.socketGone(socket.id), this.customerPresence.socketGone(socket.id)]).catch(
      (error: unknown) => this.disconnectLogger.warn(`Presence of socket ${socket.id} not cleared: ${String(error)}`),
    );
  }

  private readonly disconnectLogger = new Logger('ChatGateway');

  // ------------------------------------------------------------ customers and guests

  @SubscribeMessage('chat:join')
  async join(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: ChatJoinDto,
  ): Promise<AckResponse<ChatJoined>> {
    const joined = await this.joins.customerJoin(socket.data.principal, request);
    await socket.join([rooms.chat(joined.session.id), rooms.chatCustomers]);
    await this.customerPresence.joined(joined.session.id, socket.id);
    return ok(joined);
  }

  /** The hot path: its payload is checked by parseChatSend (ChatSendDto's rules, without class-validator). */
  @SubscribeMessage('chat:send')
  async send(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() payload: unknown,
  ): Promise<AckResponse<{ message: ChatMessageView }>> {
    const request = parseChatSend(payload);
    const stored = await this.messages.sendAsCustomer(socket.data.principal, request, socket.data.address);
    return ok({ message: toMessageView(stored.message) });
  }

  @SubscribeMessage('chat:typing')
  async typing(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: ChatTypingDto,
  ): Promise<AckResponse<null>> {
    const sessionId = await this.reads.customerTypingSession(socket.data.principal, request.sessionId);
    relayTyping(socket, sessionId, 'customer', request.isTyping);
    return ok(null);
  }

  @SubscribeMessage('chat:read')
  async read(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: ChatSessionRefDto,
  ): Promise<AckResponse<ChatRead>> {
    return ok(await this.reads.markReadByCustomer(socket.data.principal, request.sessionId));
  }

  @SubscribeMessage('chat:history')
  async chatHistory(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: ChatHistoryDto,
  ): Promise<AckResponse<{ messages: ChatMessageView[] }>> {
    const { sessionId, afterMessageId } = request;
    return ok({ messages: await this.history.ownHistory(socket.data.principal, sessionId, afterMessageId) });
  }

  @SubscribeMessage('chat:rate')
  async rate(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: ChatRateDto,
  ): Promise<AckResponse<{ session: ChatSessionView }>> {
    return ok({ session: await this.sessions.rate(socket.data.principal, request.sessionId, request.rating) });
  }

  @SubscribeMessage('chat:transcript')
  async transcript(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: ChatSessionRefDto,
  ): Promise<AckResponse<ChatTranscriptSent>> {
    return ok(await this.transcripts.send(socket.data.principal, request.sessionId));
  }

  // ------------------------------------------------------------ agents

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:presence')
  async agentPresence(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: AgentPresenceDto,
  ): Promise<AckResponse<ChatPresence>> {
    return ok(await this.presence.setOnline(agentOf(socket).userId, socket.id, request.online));
  }

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:join-session')
  async agentJoin(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: ChatSessionRefDto,
  ): Promise<AckResponse<ChatJoined>> {
    const joined = await this.joins.agentJoin(request.sessionId);
    await socket.join(rooms.chat(joined.session.id));
    return ok(joined);
  }

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:send')
  async agentSend(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: AgentSendDto,
  ): Promise<AckResponse<{ message: ChatMessageView }>> {
    const stored = await this.messages.sendAsAgent(agentOf(socket), request.sessionId, request, {
      isNote: request.isNote === true,
    });
    return ok({ message: toMessageView(stored.message) });
  }

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:typing')
  async agentTyping(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() request: ChatTypingDto,
  ): Promise<AckResponse<null>> {
    const sessionId = await this.reads.agentTypingSession(request.sessionId);
    relayTyping(socket, sessionId, 'admin', request.isTyping);
    return ok(null);
  }

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:mark-read')
  async agentMarkRead(@MessageBody() request: ChatMarkReadDto): Promise<AckResponse<ChatRead>> {
    return ok(await this.reads.markReadByAgent(request.sessionId, request.upTo));
  }

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:end-session')
  async agentEnd(@MessageBody() request: ChatSessionRefDto): Promise<AckResponse<{ session: ChatSessionView }>> {
    return ok({ session: await this.sessions.end(request.sessionId) });
  }
}
