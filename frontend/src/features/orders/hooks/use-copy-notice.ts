import { useEffect, useState } from 'react';
import { useCopy } from './use-copy';

/**
 * Copies a value and shows its confirmation (e.g. "Password copied!") for
 * 2 seconds. A clipboard failure falls back to the legacy copy and still confirms.
 */
export function useCopyNotice() {
  const { copy } = useCopy();
  const [notice, setNotice] = useState<string | null>(null);
  const [stamp, setStamp] = useState(0);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), 2000);
    return () => window.clearTimeout(timer);
  }, [notice, stamp]);

  const copyWithNotice = async (text: string, message: string) => {
    await copy(text);
    setNotice(message);
    setStamp((value) => value + 1);
  };

  return { notice, copy: copyWithNotice };
}
