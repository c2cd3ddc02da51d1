import type { Socket } from 'socket.io-client';
import type { AgentChatMessages, AgentChatMessageView } from '@kedai/contracts';

/**
 * The agents get chat messages in batches (`chat:messages`, one per server tick): these read them one by one.
 * Calls `listener` for each message of every batch, in order; returns the unsubscribe.
 */
export function onAgentMessage(socket: Socket, listener: (message: AgentChatMessageView) => void): () => void {
  const onBatch = ({ messages }: AgentChatMessages) => messages.forEach((message) => listener(message));
  socket.on('chat:messages', onBatch);
  return () => socket.off('chat:messages', onBatch);
}

/** Every message the agents' batches bring to this socket from now on, in order. */
export function recordAgentMessages(socket: Socket): AgentChatMessageView[] {
  const seen: AgentChatMessageView[] = [];
  onAgentMessage(socket, (message) => seen.push(message));
  return seen;
}

/** The first message of the agents' batches to match `predicate` (any message when none is given). */
export function nextAgentMessage(
  socket: Socket,
  predicate: (message: AgentChatMessageView) => boolean = () => true,
  timeoutMs = 5000,
): Promise<AgentChatMessageView> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`No matching agents' message within ${timeoutMs} ms`));
    }, timeoutMs);
    const off = onAgentMessage(socket, (message) => {
      if (!predicate(message)) return;
      clearTimeout(timer);
      off();
      resolve(message);
    });
  });
}
