import type { ParseKeys } from 'i18next';
import { shopFormat } from '@/lib/format';
import type { JobState } from '../types';

/** The `admin` catalogue key of each job state's name ("Waiting", "Failed", …): `t(stateLabelKeys[state])`. */
export const stateLabelKeys: Record<JobState, ParseKeys<'admin'>> = {
  waiting: 'queues.states.waiting',
  active: 'queues.states.active',
  delayed: 'queues.states.delayed',
  prioritized: 'queues.states.prioritized',
  'waiting-children': 'queues.states.waiting-children',
  paused: 'queues.states.paused',
  completed: 'queues.states.completed',
  failed: 'queues.states.failed',
};

export function formatTime(ms: number | null | undefined): string {
  if (!ms) return '—';
  return shopFormat(
    { day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', second: '2-digit' },
    'en-MY',
  ).format(new Date(ms));
}

export function formatDuration(from: number | null, to: number | null): string {
  if (!from || !to) return '—';
  const ms = to - from;
  return ms < 1000 ? `${ms} ms` : `${(ms / 1000).toFixed(1)} s`;
}

export function prettyJson(value: unknown): string {
  if (value === undefined) return '—';
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}
