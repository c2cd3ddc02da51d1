import { QueueMonitor } from '@/features/ops-queues/components/queue-monitor';

/** /admin/queues: queue monitoring for ops (issue 7). */
export function AdminQueuesRoute() {
  return (
    <>
      <title>Queues · Kedai Admin</title>
      <QueueMonitor />
    </>
  );
}
