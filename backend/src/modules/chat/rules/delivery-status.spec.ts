import { deliveryMoves } from './delivery-status';

describe('deliveryMoves', () => {
  it('moves forward through sent, delivered and read', () => {
    expect(deliveryMoves('sending', 'sent')).toBe(true);
    expect(deliveryMoves('sent', 'delivered')).toBe(true);
    expect(deliveryMoves('delivered', 'read')).toBe(true);
    expect(deliveryMoves('sent', 'read')).toBe(true);
  });

  it('never moves back, and a status said twice changes nothing', () => {
    expect(deliveryMoves('read', 'delivered')).toBe(false);
    expect(deliveryMoves('delivered', 'sent')).toBe(false);
    expect(deliveryMoves('read', 'read')).toBe(false);
  });

  it('fails only what was not delivered yet, and a later proof of delivery wins over a failure', () => {
    expect(deliveryMoves('sent', 'failed')).toBe(true);
    expect(deliveryMoves('delivered', 'failed')).toBe(false);
    expect(deliveryMoves('read', 'failed')).toBe(false);
    expect(deliveryMoves('failed', 'delivered')).toBe(true);
    expect(deliveryMoves('failed', 'failed')).toBe(false);
  });
});
