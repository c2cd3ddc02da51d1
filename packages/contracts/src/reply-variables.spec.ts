import { fillReplyVariables, unfilledReplyVariables } from './reply-variables';

describe('quick reply variables', () => {
  it('fills what the conversation knows and leaves the rest as gaps', () => {
    expect(
      fillReplyVariables('Hi {customer_name}, order {order_id} ({product}) is on its way. – {agent_name}', {
        customer_name: 'Aisyah',
        order_id: '2611280101ABCDE',
        product: '',
        agent_name: 'Mei',
      }),
    ).toEqual({ text: 'Hi Aisyah, order 2611280101ABCDE ({product}) is on its way. – Mei', missing: ['product'] });
  });

  it('leaves other braces alone and names each placeholder still there once', () => {
    expect(fillReplyVariables('{nextOpen} {unknown}', {}).text).toBe('{nextOpen} {unknown}');
    expect(unfilledReplyVariables('{order_id} and {order_id}, {customer_name}; {x}')).toEqual([
      'order_id',
      'customer_name',
    ]);
    expect(unfilledReplyVariables('Thanks!')).toEqual([]);
  });
});
