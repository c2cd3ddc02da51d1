import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { GuideConfigImportResult } from '@kedai/contracts';
import { api } from '@/lib/api-client';
import { guideConfigsKey } from './get-guide-configs';

export const INVALID_JSON_MESSAGE = 'Invalid JSON format';

export class InvalidJsonError extends Error {
  constructor() {
    super(INVALID_JSON_MESSAGE);
    this.name = 'InvalidJsonError';
  }
}

/** The file's text as the JSON array the export wrote; anything else is "Invalid JSON format". */
export function parseImportFile(text: string): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new InvalidJsonError();
  }
  if (!Array.isArray(data)) throw new InvalidJsonError();
  return data;
}

/** POST /api/admin/guide-configs/import: all or nothing; answers how many were created and replaced. */
export function importGuideConfigs(items: unknown[]): Promise<GuideConfigImportResult> {
  return api.post<GuideConfigImportResult>('/admin/guide-configs/import', items);
}

export function useImportGuideConfigs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => importGuideConfigs(parseImportFile(await file.text())),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: guideConfigsKey }),
  });
}
