import { readWebhook } from './webhook-payload';

const change = (value: unknown) => ({
  object: 'whatsapp_business_account',
  entry: [{ id: 'WABA', changes: [{ field: 'messages', value }] }],
});

describe('readWebhook', () => {
  it('reads text, image and document messages with the profile name', () => {
    const { messages } = readWebhook(
      change({
        messaging_product: 'whatsapp',
        metadata: { display_phone_number: '60300000000', phone_number_id: 'PNID' },
        contacts: [{ profile: { name: 'Aisyah' }, wa_id: '60123456789' }],
        messages: [
          { from: '60123456789', id: 'wamid.1', timestamp: '1764320000', type: 'text', text: { body: 'Hi' } },
          {
            from: '60123456789',
            id: 'wamid.2',
            timestamp: '1764320001',
            type: 'image',
            image: { id: 'M1', mime_type: 'image/jpeg', sha256: 'x' },
          },
          {
            from: '60123456789',
            id: 'wamid.3',
            timestamp: '1764320002',
            type: 'document',
            document: { id: 'M2', mime_type: 'application/pdf', filename: 'receipt.pdf', caption: 'my receipt' },
          },
        ],
      }),
    );
    expect(messages).toEqual([
      expect.objectContaining({
        id: 'wamid.1',
        from: '60123456789',
        profileName: 'Aisyah',
        kind: 'text',
        text: 'Hi',
        media: null,
      }),
      expect.objectContaining({
        id: 'wamid.2',
        kind: 'image',
        text: 'Sent a photo',
        media: { id: 'M1', mimeType: 'image/jpeg', fileName: null },
      }),
      expect.objectContaining({
        kind: 'document',
        text: 'my receipt',
        media: { id: 'M2', mimeType: 'application/pdf', fileName: 'receipt.pdf' },
      }),
    ]);
    expect(messages[0]?.sentAt.toISOString()).toBe(new Date(1764320000 * 1000).toISOString());
  });

  it("reads statuses with Meta's failure reason and the shop's own id", () => {
    const { statuses } = readWebhook(
      change({
        statuses: [
          {
            id: 'wamid.9',
            status: 'delivered',
            timestamp: '1',
            recipient_id: '60123456789',
            biz_opaque_callback_data: 'own-1',
          },
          {
            id: 'wamid.8',
            status: 'failed',
            errors: [{ code: 131047, title: 'Re-engagement message', error_data: { details: 'More than 24 hours' } }],
          },
          { id: 'wamid.7', status: 'deleted' },
        ],
      }),
    );
    expect(statuses).toEqual([
      { id: 'wamid.9', status: 'delivered', reason: null, ownId: 'own-1' },
      { id: 'wamid.8', status: 'failed', reason: 'Re-engagement message (131047): More than 24 hours', ownId: null },
    ]);
  });

  it("skips what is not of Meta's shape instead of throwing", () => {
    expect(readWebhook(null)).toEqual({ messages: [], statuses: [] });
    expect(readWebhook({ entry: 'x' })).toEqual({ messages: [], statuses: [] });
    expect(
      readWebhook(change({ messages: [{ id: 'wamid.1' }, 'x', { from: '6012', id: 'w', type: 'image', image: {} }] })),
    ).toEqual({
      messages: [],
      statuses: [],
    });
  });
});
