import { SnakeNamingStrategy } from './snake-naming.strategy';

describe('SnakeNamingStrategy', () => {
  const naming = new SnakeNamingStrategy();

  it('turns camelCase properties into snake_case columns', () => {
    expect(naming.columnName('lastLoginAt', undefined, [])).toBe('last_login_at');
    expect(naming.columnName('isActive', undefined, ['payment'])).toBe('payment_is_active');
  });

  it('keeps an explicit column name', () => {
    expect(naming.columnName('email', 'e_mail', [])).toBe('e_mail');
  });

  it('names join columns after the relation', () => {
    expect(naming.joinColumnName('user', 'id')).toBe('user_id');
  });
});
