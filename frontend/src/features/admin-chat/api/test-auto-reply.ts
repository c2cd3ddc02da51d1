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
}

/** POST /api/admin/chat/auto-reply-test: which rule would answer a message, and with what. Sends nothing. */
export function testAutoReply(message: string): Promise<AutoReplyTestResult> {
  return api.post<AutoReplyTestResult>('/admin/chat/auto-reply-test', { message });
}

export function useTestAutoReply() {
  return useMutation({ mutationFn: testAutoReply });
}
