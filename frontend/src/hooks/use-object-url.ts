import { useEffect, useMemo } from 'react';

interface Entry {
  url: string;
  users: number;
}

const entries = new Map<Blob, Entry>();

function entryFor(blob: Blob): Entry {
  let entry = entries.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    entries.set(blob, entry);
  }
  return entry;
}

/** Revoked a moment after its last user goes, so a re-mount (StrictMode, re-render) can take it back. */
function release(blob: Blob): void {
  const entry = entries.get(blob);
  if (!entry) return;
  entry.users -= 1;
  window.setTimeout(() => {
    if (entry.users > 0 || entries.get(blob) !== entry) return;
    URL.revokeObjectURL(entry.url);
    entries.delete(blob);
  }, 1_000);
}

/** An object URL for a blob (e.g. a receipt fetched with the bearer token), revoked when no longer shown. */
export function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? entryFor(blob).url : null), [blob]);
  useEffect(() => {
    if (!blob) return;
    entryFor(blob).users += 1;
    return () => release(blob);
  }, [blob]);
  return url;
}
