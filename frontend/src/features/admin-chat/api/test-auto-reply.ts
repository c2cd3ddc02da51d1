import { useMutation } from '@tanstack/react-query';
import type { AutoReplyTestResult } from '@kedai/contracts';
import { api } from '@/lib/api-client';

export type { AutoReplyTestResult } from '@kedai/contracts';

export interface AutoReplyTestInput {
  message: string;
  /** Test as a chat tied to this order (product keywords answer only for a paid order holding the product). */
  orderId?: string;
}

/** POST /api/admin/chat/auto-reply-test: which rule would answer a message, and with what. Sends nothing. */
export function testAutoReply({ message, orderId }: AutoReplyTestInput): Promise<AutoReplyTestResult> {
  const trimmed = orderId?.trim();
  return api.post<AutoReplyTestResult>('/admin/chat/auto-reply-test', {
    message,
    ...(trimmed && { orderId: trimmed }),
  });
}

export function useTestAutoReply() {
  return useMutation({ mutationFn: testAutoReply });
}
