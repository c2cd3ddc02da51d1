import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { InjectDataSource } from '@nestjs/typeorm';
import type {
  CustomerDetailView,
  CustomerListItem,
  CustomerListView,
  CustomerNoteView,
  CustomerSort,
} from '@kedai/contracts';
import type { CsvValue } from '../../../core/format/csv';
import { shopTimestamp } from '../../../core/format/shop-time';
import { ApiError } from '../../../core/http/api-error';
import { AuditService, type StaffActor } from '../../audit';
import { CustomerConversationsReadModel, type ConversationOwner } from '../../chat';
import { CustomerOrdersReadModel, type CustomerAggregate } from '../../orders';
import { RefundFiguresReadModel } from '../../payments';
import { UsersService } from '../../users';
import { CustomerNote } from '../entities/customer-note.entity';
import { canSeeValue, pageOf, senToRM, sortAllowed } from '../rules/customer-rules';

export const CUSTOMER_CSV_HEADER = [
  'Email',
  'Name',
  'WhatsApp',
  'Account',
  'Orders',
  'Lifetime Value (RM)',
  'Last Order',
  'Last Order Number',
  'Conversations',
];

const notFound = () => new ApiError(HttpStatus.NOT_FOUND, 'customer_not_found', 'No customer has this e-mail.');

/**
 * The customer directory (docs/product/admin.md#customers): buyers merged by e-mail in any case, composed from the
 * owners' read models (orders: counts, value, last order; payments: refunds; chat: conversations and labels; users:
 * accounts) and this module's own notes. Lifetime value, its sort and the CSV are admins'; agents see the rest.
 */
@Injectable()
export class CustomerDirectoryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(CustomerNote) private readonly notes: Repository<CustomerNote>,
    private readonly orders: CustomerOrdersReadModel,
    private readonly refunds: RefundFiguresReadModel,
    private readonly conversations: CustomerConversationsReadModel,
    private readonly users: UsersService,
    private readonly audit: AuditService,
  ) {}

  async list(
    role: string,
    query: { search?: string; sort?: CustomerSort; page?: number; pageSize?: number },
  ): Promise<CustomerListView> {
    const sort = query.sort ?? 'last_order';
    if (!sortAllowed(sort, role)) {
      throw new ApiError(HttpStatus.FORBIDDEN, 'role_forbidden', 'Only admins can sort customers by lifetime value.');
    }
    const { page, pageSize, offset } = pageOf(query.page, query.pageSize);
    const { rows, total } = await this.orders.page(
      { search: query.search, sort, limit: pageSize, offset },
      await this.refunds.refundedByOrder(),
    );
    return {
      customers: await this.items(rows, canSeeValue(role)),
      total,
      page,
      pageSize,
      sort,
      canSeeValue: canSeeValue(role),
    };
  }

  async detail(role: string, key: string): Promise<CustomerDetailView> {
    const [orders, [account]] = await Promise.all([this.orders.ordersOf(key), this.users.findByEmails([key])]);
    const customerAccount = account && (account.role === 'user' || orders.length > 0) ? account : null;
    if (orders.length === 0 && !customerAccount) throw notFound();
    const refunded = await this.refunds.refundedByOrder(orders.map((order) => order.orderId));
    const refundOf = new Map(refunded.orderIds.map((orderId, index) => [orderId, refunded.sen[index]]));
    const phones = [...new Set(orders.map((order) => order.whatsapp))];
    const userId = customerAccount?.id ?? orders.find((order) => order.userId)?.userId ?? null;
    const [conversations, notes] = await Promise.all([
      this.conversations.of([{ key, userId, phones }]),
      this.notesOf(key),
    ]);
    const revenue = orders.filter((order) => order.revenue);
    const valueSen = revenue.reduce((sum, order) => sum + order.totalSen - (refundOf.get(order.orderId) ?? 0), 0);
    const refundedSen = orders.reduce((sum, order) => sum + (refundOf.get(order.orderId) ?? 0), 0);
    const seeValue = canSeeValue(role);
    return {
      key,
      email: key,
      name: orders[0]?.customerName ?? customerAccount?.name ?? '',
      phones: phones.length ? phones : customerAccount?.phone ? [customerAccount.phone] : [],
      account: customerAccount
        ? {
            id: customerAccount.id,
            name: customerAccount.name,
            createdAt: customerAccount.createdAt.toISOString(),
            isActive: customerAccount.isActive,
          }
        : null,
      orderCount: orders.length,
      lifetimeValue: seeValue ? senToRM(valueSen) : null,
      refundedTotal: seeValue ? senToRM(refundedSen) : null,
      firstOrderAt: orders.at(-1)?.createdAt.toISOString() ?? null,
      lastOrderAt: orders[0]?.createdAt.toISOString() ?? null,
      orders: orders.map((order) => ({
        orderId: order.orderId,
        createdAt: order.createdAt.toISOString(),
        totalAmount: senToRM(order.totalSen),
        status: order.status,
        paymentStatus: order.paymentStatus,
        refunded: senToRM(refundOf.get(order.orderId) ?? 0),
      })),
      conversations: conversations.get(key) ?? [],
      notes,
      canSeeValue: seeValue,
    };
  }

  /** A staff note on a customer, on the audit log in the same transaction. */
  async addNote(actor: StaffActor, key: string, body: string): Promise<CustomerNoteView> {
    const text = body.trim();
    if (!text) throw new ApiError(HttpStatus.BAD_REQUEST, 'note_empty', 'A note needs some text');
    const [hasOrders, [account]] = await Promise.all([
      this.orders.ordersOf(key, 1).then((rows) => rows.length > 0),
      this.users.findByEmails([key]),
    ]);
    if (!hasOrders && account?.role !== 'user') throw notFound();
    const note = await this.dataSource.transaction(async (em) => {
      const saved = await em.getRepository(CustomerNote).save(
        em.getRepository(CustomerNote).create({
          customerKey: key,
          body: text,
          authorId: actor.userId,
          authorName: actor.name.slice(0, 100),
        }),
      );
      // The note's id, not the customer's e-mail: the audit log is kept for years and cannot be changed, so it names
      // no customer (their notes go with their account when it is deleted).
      await this.audit.record(
        em,
        actor,
        'customer.noted',
        { type: 'customer-note', id: saved.id },
        { length: text.length },
      );
      return saved;
    });
    return toNoteView(note);
  }

  /** customers.csv rows (admins): every matching customer, by e-mail, in batches. */
  async *csvRows(search: string | undefined): AsyncIterable<CsvValue[][]> {
    const refunds = await this.refunds.refundedByOrder();
    for await (const batch of this.orders.inBatches(search, refunds)) {
      const items = await this.items(batch, true);
      yield items.map((item) => [
        item.email,
        item.name,
        item.phone,
        item.hasAccount ? 'account' : 'guest',
        item.orderCount,
        item.lifetimeValue,
        shopTimestamp(new Date(item.lastOrderAt)),
        item.lastOrderId,
        item.conversationCount,
      ]);
    }
  }

  private async items(rows: CustomerAggregate[], seeValue: boolean): Promise<CustomerListItem[]> {
    const keys = rows.map((row) => row.key);
    const [latest, accounts, noteCounts] = await Promise.all([
      this.orders.latest(keys),
      this.users.findByEmails(keys),
      this.noteCounts(keys),
    ]);
    const accountOf = new Map(accounts.map((account) => [account.email.toLowerCase(), account]));
    const owners: ConversationOwner[] = rows.map((row) => ({
      key: row.key,
      userId: accountOf.get(row.key)?.id ?? null,
      phones: latest.get(row.key)?.phones ?? [],
    }));
    const conversations = await this.conversations.of(owners);
    return rows.map((row): CustomerListItem => {
      const last = latest.get(row.key);
      const chats = conversations.get(row.key) ?? [];
      const labels = new Map(chats.flatMap((chat) => chat.labels).map((label) => [label.id, label]));
      return {
        key: row.key,
        email: row.key,
        name: last?.name ?? '',
        phone: last?.phone ?? null,
        hasAccount: Boolean(last?.withAccount || accountOf.has(row.key)),
        orderCount: row.orderCount,
        lifetimeValue: seeValue ? senToRM(row.valueSen) : null,
        lastOrderAt: new Date(row.lastOrderAt).toISOString(),
        lastOrderId: last?.lastOrderId ?? '',
        conversationCount: chats.length,
        channels: [...new Set(chats.map((chat) => chat.channel))],
        noteCount: noteCounts.get(row.key) ?? 0,
        labels: [...labels.values()],
      };
    });
  }

  private async noteCounts(keys: string[]): Promise<Map<string, number>> {
    if (keys.length === 0) return new Map();
    const rows = await this.notes
      .createQueryBuilder('n')
      .select('n.customerKey', 'key')
      .addSelect('count(*)::int', 'count')
      .where('n.customerKey IN (:...keys)', { keys })
      .groupBy('n.customerKey')
      .getRawMany<{ key: string; count: number }>();
    return new Map(rows.map((row) => [row.key, row.count]));
  }

  private async notesOf(key: string): Promise<CustomerNoteView[]> {
    const rows = await this.notes.find({ where: { customerKey: key }, order: { createdAt: 'DESC' }, take: 200 });
    return rows.map(toNoteView);
  }
}

const toNoteView = (note: CustomerNote): CustomerNoteView => ({
  id: note.id,
  body: note.body,
  authorName: note.authorName,
  createdAt: note.createdAt.toISOString(),
});
