import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { billplzSignature } from '../../backend/src/modules/payments/providers/billplz-signature';

/**
 * A stand-in for Billplz API v3 with the endpoints Kedai calls (create a bill, get a bill), answering Billplz's
 * JSON, and the callback/redirect Billplz would send, signed with the documented X Signature scheme.
 */
export interface StubBill {
  id: string;
  collection_id: string;
  paid: boolean;
  state: 'due' | 'paid' | 'deleted';
  amount: number;
  paid_amount: number;
  due_at: string;
  email: string;
  mobile: string | null;
  name: string;
  url: string;
  reference_1_label: string;
  reference_1: string;
  reference_2_label: string | null;
  reference_2: string | null;
  redirect_url: string;
  callback_url: string;
  description: string;
  paid_at: string | null;
}

export interface BillplzStub {
  url: string;
  apiKey: string;
  xSignatureKey: string;
  collectionId: string;
  bills: Map<string, StubBill>;
  pay(billId: string, paidAmount?: number): StubBill;
  /** The form body of Billplz's callback for the bill as it is now, signed (or with `signature`). */
  callback(billId: string, signature?: string): string;
  /** The redirect query Billplz appends to the redirect URL, signed. */
  redirectQuery(billId: string): string;
  close(): Promise<void>;
}

let counter = 0;

async function readForm(request: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
}

export async function startBillplzStub(): Promise<BillplzStub> {
  const apiKey = '73eb57f0-7d4e-42b9-a544-aeac6e4b0f81';
  const xSignatureKey = 'S-0Sq67GFD9Y5iXmi5iXMKsA';
  const collectionId = 'inbmmepb';
  const bills = new Map<string, StubBill>();
  const expectedAuth = `Basic ${Buffer.from(`${apiKey}:`).toString('base64')}`;

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readForm(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      const send = (status: number, json: unknown) => {
        response.writeHead(status, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify(json));
      };
      if (request.headers.authorization !== expectedAuth)
        return send(401, { error: { type: 'Unauthorized', message: ['Invalid access token'] } });
      if (request.method === 'POST' && path === '/api/v3/bills') {
        if (body.collection_id !== collectionId)
          return send(422, { error: { type: 'RecordInvalid', message: ['Collection not found'] } });
        counter += 1;
        const id = `8X0Iyzaw${counter}`;
        const bill: StubBill = {
          id,
          collection_id: collectionId,
          paid: false,
          state: 'due',
          amount: Number(body.amount),
          paid_amount: 0,
          due_at: new Date().toISOString().slice(0, 10),
          email: body.email ?? '',
          mobile: null,
          name: body.name ?? '',
          url: `https://www.billplz-sandbox.com/bills/${id}`,
          reference_1_label: body.reference_1_label ?? 'Reference 1',
          reference_1: body.reference_1 ?? '',
          reference_2_label: null,
          reference_2: null,
          redirect_url: body.redirect_url ?? '',
          callback_url: body.callback_url ?? '',
          description: body.description ?? '',
          paid_at: null,
        };
        bills.set(id, bill);
        return send(200, bill);
      }
      const get = /^\/api\/v3\/bills\/(\w+)$/.exec(path);
      if (request.method === 'GET' && get) {
        const bill = bills.get(get[1] ?? '');
        return bill ? send(200, bill) : send(404, { error: { type: 'RecordNotFound', message: ['Not found'] } });
      }
      send(404, { error: { type: 'RecordNotFound', message: ['Not found'] } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;

  const fieldsOf = (bill: StubBill): Record<string, string> => ({
    id: bill.id,
    collection_id: bill.collection_id,
    paid: String(bill.paid),
    state: bill.state,
    amount: String(bill.amount),
    paid_amount: String(bill.paid_amount),
    due_at: bill.due_at,
    email: bill.email,
    mobile: '',
    name: bill.name,
    url: bill.url,
    paid_at: bill.paid_at ?? '',
  });

  return {
    url: `http://127.0.0.1:${port}`,
    apiKey,
    xSignatureKey,
    collectionId,
    bills,
    pay(billId, paidAmount) {
      const bill = bills.get(billId);
      if (!bill) throw new Error(`No bill ${billId}`);
      Object.assign(bill, {
        paid: true,
        state: 'paid',
        paid_amount: paidAmount ?? bill.amount,
        paid_at: '2026-11-28 10:15:00 +0800',
      });
      return bill;
    },
    callback(billId, signature) {
      const bill = bills.get(billId);
      if (!bill) throw new Error(`No bill ${billId}`);
      const fields = fieldsOf(bill);
      return new URLSearchParams({
        ...fields,
        x_signature: signature ?? billplzSignature(fields, xSignatureKey),
      }).toString();
    },
    redirectQuery(billId) {
      const bill = bills.get(billId);
      if (!bill) throw new Error(`No bill ${billId}`);
      const flat = { billplzid: bill.id, billplzpaid: String(bill.paid), billplzpaid_at: bill.paid_at ?? '' };
      return new URLSearchParams({
        'billplz[id]': bill.id,
        'billplz[paid]': String(bill.paid),
        'billplz[paid_at]': bill.paid_at ?? '',
        'billplz[x_signature]': billplzSignature(flat, xSignatureKey),
      }).toString();
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
