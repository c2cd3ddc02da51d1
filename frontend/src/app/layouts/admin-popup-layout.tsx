import { Outlet } from 'react-router-dom';
import { RequireAdmin } from '@/features/auth/components/require-admin';

/** Admin pages opened as popups (installation steps, printable receipt): admin only, without the shell. */
export function AdminPopupLayout() {
  return (
    <RequireAdmin>
      <main id="admin-main" className="container" style={{ paddingBlock: 'var(--space-6)' }}>
        <Outlet />
      </main>
    </RequireAdmin>
  );
}
