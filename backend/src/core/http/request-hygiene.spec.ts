import { findInputProblem, MAX_INPUT_DEPTH } from './request-hygiene';

describe('findInputProblem', () => {
  it('accepts ordinary text in any script, and emoji (surrogate pairs)', () => {
    expect(findInputProblem({ name: 'Siti Nurhaliza', note: '订单 激活 🎉', tags: ['kod', 'pesanan'] })).toBeNull();
  });

  it('finds a NUL byte in a value, in a key and deep in a list', () => {
    expect(findInputProblem('a\u0000b')).toBe('nul');
    expect(findInputProblem({ ['k\u0000']: 1 })).toBe('nul');
    expect(findInputProblem({ items: [{ productCode: 'DZ\u0000' }] })).toBe('nul');
  });

  it('finds a lone surrogate, which cannot be stored as UTF-8', () => {
    expect(findInputProblem({ email: '\ud800@example.com' })).toBe('not_unicode');
    expect(findInputProblem('\udc00')).toBe('not_unicode');
  });

  it('refuses nesting past the limit without walking all of it', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 50_000; i += 1) deep = [deep];
    expect(findInputProblem({ email: deep })).toBe('too_deep');
    let allowed: unknown = 'x';
    for (let i = 0; i < MAX_INPUT_DEPTH - 1; i += 1) allowed = [allowed];
    expect(findInputProblem(allowed)).toBeNull();
  });

  it('leaves numbers, booleans, null and file buffers alone', () => {
    expect(findInputProblem({ n: 1, b: true, z: null, file: Buffer.from([0, 0, 0]) })).toBeNull();
  });
});
