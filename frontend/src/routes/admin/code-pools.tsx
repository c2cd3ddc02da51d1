import { CodePoolsScreen } from '@/features/admin-orders/components/code-pools-screen';

/** /admin/code-pools: the activation-code pool of every product. */
export function AdminCodePoolsRoute() {
  return (
    <>
      <title>Code Pools · Kedai Admin</title>
      <CodePoolsScreen />
    </>
  );
}
