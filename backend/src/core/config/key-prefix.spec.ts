import { defaultKeyPrefix } from './key-prefix';

describe('the default Redis key prefix', () => {
  it('is the same for every process of one database, whatever the password', () => {
    expect(defaultKeyPrefix('postgres://kedai:one@127.0.0.1:5432/kedai')).toBe(
      defaultKeyPrefix('postgres://kedai:two@127.0.0.1:5432/kedai'),
    );
    expect(defaultKeyPrefix('postgres://kedai:one@127.0.0.1:5432/kedai')).toMatch(/^kedai-[0-9a-f]{8}$/);
  });

  it('differs between databases, so two shops on one Redis never share queues', () => {
    expect(defaultKeyPrefix('postgres://k@127.0.0.1:5432/shop_a')).not.toBe(
      defaultKeyPrefix('postgres://k@127.0.0.1:5432/shop_b'),
    );
    expect(defaultKeyPrefix('postgres://k@127.0.0.1:54329/kedai')).not.toBe(
      defaultKeyPrefix('postgres://k@127.0.0.1:54330/kedai'),
    );
  });
});
