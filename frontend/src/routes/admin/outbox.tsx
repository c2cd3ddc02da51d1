import { OutboxScreen } from '@/features/admin-outbox/components/outbox-screen';

/** /admin/outbox: every e-mail with its real status (admin only). */
export function AdminOutboxRoute() {
  return (
    <>
      <title>E-mail Outbox · Kedai Admin</title>
      <OutboxScreen />
    </>
  );
}
