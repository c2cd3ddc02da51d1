import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface AutoReplyTestResult {
  matched: boolean;
  stage: string | null;
  rule: { id: string; name: string; category: string; priority: number } | null;
  keyword: string | null;
  reply: string | null;
  autoReplyEnabled: boolean;
  responseDelaySeconds: number;
  /** Present when an order id was given: the product-keyword stage's view of that order. */
  order: { orderId: string; found: boolean; paid: boolean; products: string[] } | null;
}

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
