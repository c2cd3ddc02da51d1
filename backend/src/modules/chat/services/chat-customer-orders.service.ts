import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ChatCustomerOrders, ChatOrderMatch } from '@kedai/contracts';
import { Brackets, Repository } from 'typeorm';
import { AdminOrderReader } from '../../orders/read/admin-order-reader.service';
import { OrdersReadModel } from '../../orders/read/orders.read-model';
import { ChatSessionsService } from './chat-sessions.service';
import { customerOrderHints } from '../rules/customer-order-hints';
import { ChatMessage } from '../entities/chat-message.entity';
import { ChatSession } from '../entities/chat-session.entity';

/** The customer's messages read for e-mails and order ids (the newest ones). */
const MESSAGES_READ = 200;

/**
 * Chat and orders side by side (issue: a support team's shift): the orders of a chat's customer for the
 * conversation's sidebar, and the chat of an order's customer for the Orders screen's "Open chat".
 */
@Injectable()
export class ChatCustomerOrdersService {
  constructor(
    private readonly sessions: ChatSessionsService,
    @InjectRepository(ChatMessage) private readonly messages: Repository<ChatMessage>,
    @InjectRepository(ChatSession) private readonly sessionRows: Repository<ChatSession>,
    private readonly reader: AdminOrderReader,
    private readonly orders: OrdersReadModel,
  ) {}

  /** By the account, the session's e-mail and order, and the e-mails and order ids the customer wrote. */
  async ordersOf(sessionId: string): Promise<ChatCustomerOrders> {
    const session = await this.sessions.findSession(sessionId);
    const written = await this.messages.find({
      where: { sessionId, senderType: 'customer' },
      select: { message: true, createdAt: true },
      order: { createdAt: 'DESC' },
      take: MESSAGES_READ,
    });
    const hints = customerOrderHints(
      session,
      written.reverse().map((row) => row.message),
    );
    const orders = await this.reader.customerOrders(hints);
    const matchOf = (order: (typeof orders)[number]): ChatOrderMatch =>
      hints.orderIds.includes(order.orderId)
        ? 'order-id'
        : hints.userId && order.userId === hints.userId
          ? 'account'
          : 'email';
    return {
      orders: orders.map((order) => ({ order, matchedBy: matchOf(order) })),
      lookedUp: { emails: hints.emails, orderIds: hints.orderIds },
    };
  }

  /** For each order, the newest conversation of its customer (its order id, account or e-mail); none: left out. */
  async chatsOf(orderIds: string[]): Promise<Record<string, string>> {
    const customers = await this.orders.customersOf(orderIds);
    if (customers.length === 0) return {};
    const userIds = customers.map((c) => c.userId).filter((id): id is string => id !== null);
    const emails = customers.map((c) => c.email).filter((email): email is string => email !== null);
    const candidates = await this.sessionRows
      .createQueryBuilder('s')
      .select(['s.id', 's.orderId', 's.customerId', 's.customerEmail', 's.lastMessageAt'])
      .where('s.lastMessageAt IS NOT NULL')
      .andWhere(
        new Brackets((where) => {
          where.where('s.orderId IN (:...orderIds)', { orderIds: customers.map((c) => c.orderId) });
          if (userIds.length > 0) where.orWhere('s.customerId IN (:...userIds)', { userIds });
          if (emails.length > 0) where.orWhere('lower(s.customerEmail) IN (:...emails)', { emails });
        }),
      )
      .orderBy('s.lastMessageAt', 'DESC')
      .limit(1000)
      .getMany();
    const chats: Record<string, string> = {};
    for (const customer of customers) {
      const chat = candidates.find(
        (s) =>
          s.orderId?.toUpperCase() === customer.orderId ||
          (customer.userId !== null && s.customerId === customer.userId) ||
          (customer.email !== null && s.customerEmail?.toLowerCase() === customer.email),
      );
      if (chat) chats[customer.orderId] = chat.id;
    }
    return chats;
  }
}
