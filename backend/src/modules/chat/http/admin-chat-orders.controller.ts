import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import type { ChatCustomerOrders, OrderChats } from '@kedai/contracts';
import { uuidOr404 } from '../../../core/http/params';
import { StaffOnly } from '../../../core/security/auth.decorators';
import { ChatCustomerOrdersService } from '../services/chat-customer-orders.service';
import { OrderChatsQuery } from '../dto/chat-message.dto';

const sessionParam = () => uuidOr404('chat_session_not_found', 'Chat session not found');

/** Chat and orders side by side: a chat customer's orders, and the chat of an order's customer. */
@ApiTags('admin: chat')
@ApiBearerAuth()
@StaffOnly()
@Controller('admin/chat')
export class AdminChatOrdersController {
  constructor(private readonly customerOrders: ChatCustomerOrdersService) {}

  /** The customer's orders beside the conversation. */
  @Get('sessions/:sessionId/orders')
  ordersOf(@Param('sessionId', sessionParam()) sessionId: string): Promise<ChatCustomerOrders> {
    return this.customerOrders.ordersOf(sessionId);
  }

  /** The newest chat of each order's customer (the Orders screen's "Open chat"). */
  @Get('order-chats')
  async orderChats(@Query() query: OrderChatsQuery): Promise<OrderChats> {
    return { chats: await this.customerOrders.chatsOf(query.orderIds) };
  }
}
