import { Injectable, OnModuleInit } from '@nestjs/common';
import { extname } from 'node:path';
import type { EntityManager } from 'typeorm';
import { ERASED_NAME, PersonalDataRegistry } from '../../../core/maintenance/personal-data';

/** The subject's orders: those of the account, and those placed with the e-mail address (as a guest). */
const THEIR_ORDERS = `(user_id = $1 OR lower(customer_email) = $2)`;

/**
 * Orders' part of the customer's data rights: the orders with their lines, timeline and receipts in the export;
 * at erasure the order stays (totals, invoice number, lines: accounting records) with the name, e-mail, phone,
 * company and notes of the customer anonymised. The receipt image is an accounting record too (retention keeps it
 * seven years) and stays.
 */
@Injectable()
export class OrderPersonalData implements OnModuleInit {
  constructor(private readonly registry: PersonalDataRegistry) {}

  /** The ids of the orders of an account or an e-mail address (the subject's `orderIds`). */
  async orderIdsOf(userId: string | null, email: string, em: EntityManager): Promise<string[]> {
    const rows: { order_id: string }[] = await em.query(
      `SELECT order_id FROM orders WHERE ${THEIR_ORDERS} ORDER BY created_at`,
      [userId, email],
    );
    return rows.map((row) => row.order_id);
  }

  /** The language of the subject's latest order (its e-mails were written in it), or null without one. */
  async latestLanguageOf(userId: string | null, email: string, em: EntityManager): Promise<string | null> {
    const [latest]: { language: string }[] = await em.query(
      `SELECT language FROM orders WHERE ${THEIR_ORDERS} ORDER BY created_at DESC LIMIT 1`,
      [userId, email],
    );
    return latest?.language ?? null;
  }

  onModuleInit(): void {
    this.registry.register({
      name: 'orders',
      export: async (subject, em) => {
        const params = [subject.userId, subject.email];
        const orders: Record<string, unknown>[] = await em.query(
          `SELECT order_id AS "orderId", created_at AS "createdAt", status, payment_status AS "paymentStatus",
                  payment_method AS "paymentMethod", total_amount::text AS "totalAmount", discount_code AS "discountCode",
                  discount_amount::text AS "discountAmount", tax_amount::text AS "taxAmount", invoice_number AS "invoiceNumber",
                  invoice_issued_at AS "invoiceIssuedAt", customer_name AS "customerName", customer_email AS "customerEmail",
                  whatsapp, language, company_name AS "companyName", company_registration_number AS "companyRegistrationNumber",
                  receipt_storage_key AS "receiptStorageKey", receipt_original_name AS "receiptOriginalName",
                  receipt_uploaded_at AS "receiptUploadedAt", receipt_review AS "receiptReview",
                  receipt_customer_note AS "receiptNote", shipped_at AS "shippedAt"
             FROM orders WHERE ${THEIR_ORDERS} ORDER BY created_at`,
          params,
        );
        const ids = orders.map((order) => order.orderId as string);
        const lines: Record<string, unknown>[] = ids.length
          ? await em.query(
              `SELECT order_id AS "orderId", product_code AS "productCode", title, category, option_name AS "optionName",
                      option_value AS "optionValue", quantity, unit_price::text AS "unitPrice"
                 FROM order_items WHERE order_id = ANY($1) ORDER BY order_id, id`,
              [ids],
            )
          : [];
        const events: Record<string, unknown>[] = ids.length
          ? await em.query(
              `SELECT order_id AS "orderId", at, action FROM order_events
                WHERE order_id = ANY($1) AND actor_type <> 'admin' ORDER BY order_id, at`,
              [ids],
            )
          : [];
        const files = [];
        for (const order of orders) {
          const key = order.receiptStorageKey as string | null;
          delete order.receiptStorageKey;
          order.lines = lines.filter((line) => line.orderId === order.orderId).map(({ orderId: _, ...line }) => line);
          order.timeline = events.filter((event) => event.orderId === order.orderId).map(({ orderId: _, ...e }) => e);
          if (key) {
            const path = `receipts/${String(order.orderId)}${extname(key)}`;
            order.receiptFile = path;
            files.push({ path, storageKey: key });
          }
        }
        return { documents: { 'orders.json': orders }, files };
      },
      erase: async (subject, em) => {
        const [, anonymised] = await em.query(
          `UPDATE orders SET customer_name = $3, customer_email = NULL, whatsapp = '', whatsapp_updates_at = NULL,
                  company_name = NULL, company_registration_number = NULL, receipt_original_name = NULL,
                  receipt_customer_note = NULL, user_id = NULL, updated_at = now()
            WHERE ${THEIR_ORDERS}`,
          [subject.userId, subject.email, ERASED_NAME],
        );
        return { parts: { orders: Number(anonymised) } };
      },
    });
  }
}
