import { useEffect, useState } from 'react';

/** Copies text to the clipboard and remembers which item was copied for 2 s. */
export function useCopy() {
  const [copied, setCopied] = useState<string | null>(null);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(null), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (key: string, text: string) => {
    void navigator.clipboard
      ?.writeText(text)
      .then(() => setCopied(key))
      .catch(() => undefined);
  };
  return { copied, copy };
}
