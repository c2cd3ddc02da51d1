/**
 * Tells the other side we are typing: once when the keys start, once more (false) when they rest for
 * `idleMs` or the message is sent. `send` returns false when there is nobody to tell (no session).
 */
export interface TypingNotifier {
  /** A key was pressed. */
  typing(): void;
  /** The message went out: stop now. */
  stop(): void;
  dispose(): void;
}

export function createTypingNotifier(send: (isTyping: boolean) => boolean, idleMs: number): TypingNotifier {
  let sent = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const set = (isTyping: boolean) => {
    if (sent !== isTyping && send(isTyping)) sent = isTyping;
  };

  return {
    typing() {
      set(true);
      clearTimeout(timer);
      timer = setTimeout(() => set(false), idleMs);
    },
    stop() {
      clearTimeout(timer);
      set(false);
    },
    dispose() {
      clearTimeout(timer);
    },
  };
}
