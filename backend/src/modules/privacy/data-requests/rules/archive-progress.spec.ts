import { archivePath, archiveProgress } from './archive-progress';

describe('the export’s progress', () => {
  it('moves with each part, stays below 100 until the archive is stored, and reaches 100 then', () => {
    const steps = [0, 1, 2, 3, 4, 5].map((done) => archiveProgress(done, 5, false));
    expect(steps).toEqual([1, 16, 33, 50, 66, 83]);
    expect(steps.every((value, i) => i === 0 || value > steps[i - 1])).toBe(true);
    expect(archiveProgress(5, 5, true)).toBe(100);
    expect(archiveProgress(0, 0, false)).toBe(0);
  });
});

describe('a document’s path in the archive', () => {
  it('is its part’s folder and a name with nothing that climbs out of it', () => {
    expect(archivePath('orders', 'orders.json')).toBe('orders/orders.json');
    expect(archivePath('chats', '../../etc/passwd')).toBe('chats/etc-passwd');
    expect(archivePath('x y', 'a b.json')).toBe('x-y/a-b.json');
  });
});
