import type { AgentChatMessageView, ChatSessionView } from '@kedai/contracts';
import { describe, expect, it } from 'vitest';
import { CatchUp } from './catch-up';

const message = (id: string) => ({ id, senderType: 'customer' }) as AgentChatMessageView;
const session = (lastMessageTime: string | null) => ({ lastMessageTime }) as ChatSessionView;

describe('catching up after a reconnect', () => {
  it('asks after the newest message heard live', () => {
    const catchUp = new CatchUp('2026-11-28T05:00:00.000Z');
    catchUp.heard([message('a'), message('b')]);
    expect(catchUp.cursor([session('2026-11-28T06:00:00.000Z')])).toEqual({ after: 'b' });
  });

  it('without one, asks since the newest conversation, or since the screen opened', () => {
    const catchUp = new CatchUp('2026-11-28T05:00:00.000Z');
    expect(catchUp.cursor([session('2026-11-28T05:30:00.000Z'), session(null)])).toEqual({
      since: '2026-11-28T05:30:00.000Z',
    });
    expect(catchUp.cursor([session('2026-11-28T04:00:00.000Z')])).toEqual({ since: '2026-11-28T05:00:00.000Z' });
    expect(catchUp.cursor(undefined)).toEqual({ since: '2026-11-28T05:00:00.000Z' });
  });

  it('alerts once for a message heard both live and in the catch-up, and moves on', () => {
    const catchUp = new CatchUp();
    expect(catchUp.unheard([message('a')]).map((m) => m.id)).toEqual(['a']);
    expect(catchUp.unheard([message('a'), message('b'), message('c')]).map((m) => m.id)).toEqual(['b', 'c']);
    expect(catchUp.cursor([])).toEqual({ after: 'c' });
  });
});
