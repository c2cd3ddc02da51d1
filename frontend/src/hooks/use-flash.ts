import { useEffect, useState } from 'react';

export interface Flash {
  tone: 'success' | 'error';
  text: string;
}

/** A banner message; successes vanish after 3 s (docs/product/rules.md#timings). */
export function useFlash() {
  const [flash, setFlash] = useState<Flash | null>(null);
  useEffect(() => {
    if (flash?.tone !== 'success') return;
    const timer = setTimeout(() => setFlash(null), 3000);
    return () => clearTimeout(timer);
  }, [flash]);
  return { flash, setFlash, clear: () => setFlash(null) };
}
