import { describe, expect, it } from 'vitest';
import { canOpenAdminPage, staffHome } from './staff-access';

describe('which admin pages a role may open', () => {
  it('gives admins everything', () => {
    expect(canOpenAdminPage('admin', '/admin/settings')).toBe(true);
  });

  it('gives agents the support desk only', () => {
    expect(canOpenAdminPage('agent', '/admin/live-chat')).toBe(true);
    expect(canOpenAdminPage('agent', '/admin/orders')).toBe(true);
    expect(canOpenAdminPage('agent', '/admin/receipt-view/2511240101ABCDE')).toBe(true);
    expect(canOpenAdminPage('agent', '/admin/live-chat/settings')).toBe(false);
    expect(canOpenAdminPage('agent', '/admin/settings')).toBe(false);
    expect(canOpenAdminPage('agent', '/admin/users')).toBe(false);
    expect(canOpenAdminPage('agent', '/admin')).toBe(false);
    expect(canOpenAdminPage('agent', '/admin/orders-export')).toBe(false);
  });

  it('keeps the admin tools from agents, the order inspector under /admin/orders too', () => {
    expect(canOpenAdminPage('agent', '/admin/orders/2511240101ABCDE/inspect')).toBe(false);
    expect(canOpenAdminPage('agent', '/admin/orders/2511240101ABCDE/installation-steps')).toBe(true);
    expect(canOpenAdminPage('agent', '/admin/screenshot')).toBe(false);
    expect(canOpenAdminPage('admin', '/admin/orders/2511240101ABCDE/inspect')).toBe(true);
  });

  it('gives customers nothing', () => {
    expect(canOpenAdminPage('user', '/admin/orders')).toBe(false);
  });

  it('starts agents in the inbox', () => {
    expect(staffHome('agent')).toBe('/admin/live-chat');
    expect(staffHome('admin')).toBe('/admin');
  });
});
