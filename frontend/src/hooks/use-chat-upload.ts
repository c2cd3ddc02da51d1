import type { ChatMessageView } from '@kedai/contracts';
import { useCallback, useState } from 'react';
import { errorMessage, uploadWithProgress } from '@/lib/api-client';
import { identityToken } from '@/lib/socket-client';

export interface ChatUploadProgress {
  name: string;
  percent: number;
}

/** A file the clipboard or a drop gave (the first file of them), or null. */
export function firstFile(list: FileList | null | undefined): File | null {
  return list && list.length > 0 ? list[0] : null;
}

/**
 * Sends one file into a chat (docs/product/chat.md#attachments) with the upload's progress (XHR upload events).
 * A client id goes with it, so a retry after a lost answer is stored once. The server decides the type from the
 * bytes; its refusal (wrong type, too big, a polyglot, a bad name) is shown in the screen's language.
 */
export function useChatUpload(fallbackError: string) {
  const [progress, setProgress] = useState<ChatUploadProgress | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = useCallback(
    async (path: string, file: File, fields: Record<string, string> = {}): Promise<ChatMessageView | null> => {
      const form = new FormData();
      form.append('clientId', crypto.randomUUID());
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      form.append('file', file, file.name || 'pasted-image.png');
      setError(null);
      setProgress({ name: file.name || 'image', percent: 0 });
      try {
        // As the same identity as the socket (a guest's visitor token); a 401 is shown, not a trip to the login.
        const token = await identityToken();
        const answer = await uploadWithProgress<{ chatMessage: ChatMessageView }>(path, form, {
          token,
          onUnauthorized: 'ignore',
          onProgress: ({ percent }) => setProgress({ name: file.name || 'image', percent: percent ?? 0 }),
        });
        return answer.chatMessage;
      } catch (failure) {
        setError(errorMessage(failure, fallbackError));
        return null;
      } finally {
        setProgress(null);
      }
    },
    [fallbackError],
  );

  return { progress, error, send, dismissError: () => setError(null) };
}
