import { assigneeFilter } from './chat-assignment.service';

describe('assigneeFilter (the inbox views)', () => {
  it('reads me as the caller, none as unassigned, an id as itself, nothing as every chat', () => {
    expect(assigneeFilter('me', 'u1')).toBe('u1');
    expect(assigneeFilter('none', 'u1')).toBeNull();
    expect(assigneeFilter('3f1c0e9a-0000-4000-8000-000000000001', 'u1')).toBe('3f1c0e9a-0000-4000-8000-000000000001');
    expect(assigneeFilter(undefined, 'u1')).toBeUndefined();
  });
});
