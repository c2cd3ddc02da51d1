import type { OrderSettings, SystemSettingsView } from '@kedai/contracts';
import { bearer, TestApp } from './test-app';

/** Saves the admin Settings with `orderSettings` changed (the stored SMTP password is kept). */
export async function saveOrderSettings(app: TestApp, adminToken: string, changes: Partial<OrderSettings>) {
  const current = (await app.http().get('/api/admin/settings').set(bearer(adminToken)).expect(200))
    .body as SystemSettingsView;
  const { emailSettings, updatedAt: _updatedAt, ...rest } = current;
  const { hasSmtpPassword: _hasPassword, ...email } = emailSettings;
  await app
    .http()
    .put('/api/admin/settings')
    .set(bearer(adminToken))
    .send({ ...rest, emailSettings: email, orderSettings: { ...current.orderSettings, ...changes } })
    .expect(200);
}
