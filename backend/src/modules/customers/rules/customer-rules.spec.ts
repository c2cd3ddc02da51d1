import { canSeeValue, keyFromParam, pageOf, senToRM, sortAllowed } from './customer-rules';

describe('customer directory rules', () => {
  it('writes sen as RM exactly', () => {
    expect(senToRM(0)).toBe('0.00');
    expect(senToRM(5)).toBe('0.05');
    expect(senToRM(12340)).toBe('123.40');
    expect(senToRM(100000001)).toBe('1000000.01');
    expect(senToRM(-5)).toBe('-0.05');
    expect(senToRM(-0)).toBe('0.00');
  });

  it('clamps paging', () => {
    expect(pageOf()).toEqual({ page: 1, pageSize: 25, offset: 0 });
    expect(pageOf(3, 10)).toEqual({ page: 3, pageSize: 10, offset: 20 });
    expect(pageOf(0, 1000)).toEqual({ page: 1, pageSize: 100, offset: 0 });
    expect(pageOf(-2, 0)).toEqual({ page: 1, pageSize: 25, offset: 0 });
  });

  it('keeps lifetime value and its sort for admins', () => {
    expect(canSeeValue('admin')).toBe(true);
    expect(canSeeValue('agent')).toBe(false);
    expect(sortAllowed('last_order', 'agent')).toBe(true);
    expect(sortAllowed('lifetime_value', 'agent')).toBe(false);
    expect(sortAllowed('lifetime_value', 'admin')).toBe(true);
  });

  it('reads a customer key from a URL', () => {
    expect(keyFromParam(' Ana@Example.COM ')).toBe('ana@example.com');
    expect(keyFromParam('not-an-email')).toBeNull();
    expect(keyFromParam(`${'a'.repeat(250)}@x.io`)).toBeNull();
  });
});
