import { useEffect, useState } from 'react';

export interface Countdown {
  /** Milliseconds left (0 once the time is past). */
  remainingMs: number;
  ended: boolean;
  /** hh:mm:ss (hours keep counting past 24). */
  text: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function formatRemaining(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  return `${pad(hours)}:${pad(minutes)}:${pad(totalSeconds % 60)}`;
}

/** A live countdown to `until` (an ISO time), re-rendering every second until it ends. */
export function useCountdown(until: string): Countdown {
  const target = new Date(until).getTime();
  const [now, setNow] = useState(() => Date.now());
  const ended = !(target > now);

  useEffect(() => {
    if (!(target > Date.now())) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [target]);

  const remainingMs = ended ? 0 : target - now;
  return { remainingMs, ended, text: formatRemaining(remainingMs) };
}
