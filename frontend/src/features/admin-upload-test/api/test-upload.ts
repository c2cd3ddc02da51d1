import { useMutation } from '@tanstack/react-query';
import type { UploadTestKind, UploadTestResult } from '@kedai/contracts';
import { uploadWithProgress, type UploadProgress } from '@/lib/api-client';

export interface UploadTestInput {
  file: File;
  kind: UploadTestKind;
  onProgress?: (progress: UploadProgress) => void;
}

/** POST /api/admin/tools/upload-test (multipart `file` + `kind`): the verdict of a real upload's checks. */
export function testUpload({ file, kind, onProgress }: UploadTestInput): Promise<UploadTestResult> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return uploadWithProgress<UploadTestResult>('/admin/tools/upload-test', form, { onProgress });
}

export function useTestUpload() {
  return useMutation({ mutationFn: testUpload });
}
