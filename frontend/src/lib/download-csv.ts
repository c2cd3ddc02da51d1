import { API_BASE, ApiError } from './api-client';
import { getToken } from './auth-storage';

/**
 * Downloads a CSV the server streams (GET /api/admin/exports/…, admin only): fetched with the bearer token,
 * then handed to the browser as a file under the server's name.
 */
export async function downloadCsv(path: string, query: Record<string, string | undefined>, fallbackName: string) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value);
  const token = getToken();
  const response = await fetch(`${API_BASE}${path}${params.size ? `?${params}` : ''}`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'include',
  });
  if (!response.ok) {
    let message = `Export failed (status ${response.status})`;
    try {
      const body = (await response.json()) as { message?: unknown };
      if (typeof body.message === 'string') message = body.message;
    } catch {
      // Not JSON: keep the status.
    }
    throw new ApiError({ status: response.status, message });
  }
  const name = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
