import { UseFilters, UseGuards } from '@nestjs/common';
import {
  ConnectedSocket,
  MessageBody,
  OnGatewayDisconnect,
  SubscribeMessage,
  WebSocketGateway,
} from '@nestjs/websockets';
import {
  AckResponse,
  ChatHistoryRequest,
  ChatJoined,
  ChatJoinRequest,
  ChatMessageView,
  ChatPresence,
  ChatRateRequest,
  ChatRead,
  ChatSendRequest,
  ChatSessionRef,
  ChatSessionView,
  ChatTypingRequest,
  rooms,
} from '@kedai/contracts';
import { KedaiSocket } from '../../core/realtime/typed-socket';
import { WsAckExceptionFilter } from '../../core/realtime/ws-ack-exception.filter';
import { AdminSocketGuard } from '../../core/security/admin-socket.guard';
import { UserPrincipal } from '../../core/security/principal';
import { ChatPresenceService } from './chat-presence.service';
import { ChatService } from './chat.service';
import { toMessageView, toSessionView } from './chat.view';

const ok = <T>(data: T): AckResponse<T> => ({ ok: true, data });
/** Socket payloads are not DTO-validated; anything that is not an object reads as empty. */
const body = <T extends object>(payload: unknown): Partial<T> =>
  typeof payload === 'object' && payload !== null ? (payload as Partial<T>) : {};
const agentOf = (socket: KedaiSocket) => socket.data.principal as UserPrincipal;
const sessionIdOf = (payload: unknown): string => {
  const id = body<ChatSessionRef>(payload).sessionId;
  return typeof id === 'string' ? id : '';
};

/** Live chat over Socket.IO: thin handlers, every rule in ChatService. Contract in docs/realtime.md. */
@UseFilters(WsAckExceptionFilter)
@WebSocketGateway()
export class ChatGateway implements OnGatewayDisconnect<KedaiSocket> {
  constructor(
    private readonly chat: ChatService,
    private readonly presence: ChatPresenceService,
  ) {}

  async handleDisconnect(socket: KedaiSocket) {
    await this.presence.socketGone(socket.id);
  }

  // ------------------------------------------------------------ customers and guests

  @SubscribeMessage('chat:join')
  async join(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() payload: unknown,
  ): Promise<AckResponse<ChatJoined>> {
    const request = body<ChatJoinRequest>(payload);
    const session = request.sessionId
      ? await this.chat.ownedSession(socket.data.principal, request.sessionId)
      : await this.chat.openSessionFor(socket.data.principal, request);
    await socket.join([rooms.chat(session.id), rooms.chatCustomers]);
    return ok({
      session: toSessionView(session),
      messages: await this.chat.messageViews(session.id),
      presence: await this.presence.snapshot(),
    });
  }

  @SubscribeMessage('chat:send')
  async send(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() payload: unknown,
  ): Promise<AckResponse<{ message: ChatMessageView }>> {
    const request = body<ChatSendRequest>(payload);
    const stored = await this.chat.sendAsCustomer(
      socket.data.principal,
      request.sessionId,
      request.message,
      request.clientId,
    );
    return ok({ message: toMessageView(stored.message) });
  }

  @SubscribeMessage('chat:typing')
  async typing(@ConnectedSocket() socket: KedaiSocket, @MessageBody() payload: unknown): Promise<AckResponse<null>> {
    const request = body<ChatTypingRequest>(payload);
    const session = await this.chat.ownedSession(socket.data.principal, request.sessionId);
    this.chat.typing(session.id, 'customer', Boolean(request.isTyping), socket.id);
    return ok(null);
  }

  @SubscribeMessage('chat:read')
  async read(@ConnectedSocket() socket: KedaiSocket, @MessageBody() payload: unknown): Promise<AckResponse<ChatRead>> {
    return ok(await this.chat.markReadByCustomer(socket.data.principal, sessionIdOf(payload)));
  }

  @SubscribeMessage('chat:history')
  async history(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() payload: unknown,
  ): Promise<AckResponse<{ messages: ChatMessageView[] }>> {
    const request = body<ChatHistoryRequest>(payload);
    const session = await this.chat.ownedSession(socket.data.principal, request.sessionId);
    const after = typeof request.afterMessageId === 'string' ? request.afterMessageId : null;
    return ok({ messages: await this.chat.messageViews(session.id, after) });
  }

  @SubscribeMessage('chat:rate')
  async rate(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() payload: unknown,
  ): Promise<AckResponse<{ session: ChatSessionView }>> {
    const request = body<ChatRateRequest>(payload);
    const session = await this.chat.rate(socket.data.principal, request.sessionId, request.rating);
    return ok({ session: toSessionView(session) });
  }

  // ------------------------------------------------------------ agents

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:presence')
  async agentPresence(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() payload: unknown,
  ): Promise<AckResponse<ChatPresence>> {
    const online = body<{ online: boolean }>(payload).online === true;
    return ok(await this.presence.setOnline(agentOf(socket).userId, socket.id, online));
  }

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:join-session')
  async agentJoin(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() payload: unknown,
  ): Promise<AckResponse<ChatJoined>> {
    const session = await this.chat.findSession(this.uuid(sessionIdOf(payload)));
    await socket.join(rooms.chat(session.id));
    return ok({
      session: toSessionView(session),
      messages: await this.chat.messageViews(session.id),
      presence: await this.presence.snapshot(),
    });
  }

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:send')
  async agentSend(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() payload: unknown,
  ): Promise<AckResponse<{ message: ChatMessageView }>> {
    const request = body<ChatSendRequest>(payload);
    const stored = await this.chat.sendAsAgent(
      agentOf(socket),
      this.uuid(request.sessionId),
      request.message,
      request.clientId,
    );
    return ok({ message: toMessageView(stored.message) });
  }

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:typing')
  async agentTyping(
    @ConnectedSocket() socket: KedaiSocket,
    @MessageBody() payload: unknown,
  ): Promise<AckResponse<null>> {
    const request = body<ChatTypingRequest>(payload);
    const session = await this.chat.findSession(this.uuid(request.sessionId));
    this.chat.typing(session.id, 'admin', Boolean(request.isTyping), socket.id);
    return ok(null);
  }

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:mark-read')
  async agentMarkRead(@MessageBody() payload: unknown): Promise<AckResponse<ChatRead>> {
    return ok(await this.chat.markReadByAgent(this.uuid(sessionIdOf(payload))));
  }

  @UseGuards(AdminSocketGuard)
  @SubscribeMessage('agent:end-session')
  async agentEnd(@MessageBody() payload: unknown): Promise<AckResponse<{ session: ChatSessionView }>> {
    return ok({ session: toSessionView(await this.chat.end(this.uuid(sessionIdOf(payload)))) });
  }

  /** Anything that is not a uuid cannot name a session. */
  private uuid(value: unknown): string {
    return this.chat.assertSessionId(value);
  }
}
