import { expect, test } from '@playwright/test';
import { logInAdmin } from './support/admin';

/**
 * Guide/password configurations and system settings (docs/product/admin.md: password manager,
 * Installation guide manager, Admin Settings): a configuration added in the password manager shows up
 * in the installation guide manager (one server store); an import of a broken file says "Invalid JSON
 * format"; saving the settings says "Settings saved successfully".
 */

test('password manager, installation guide manager and settings', async ({ page }) => {
  const product = `E2E Lens ${Date.now().toString(36)}`;
  await logInAdmin(page);

  await page.goto('/unified-password-manager');
  await expect(page.getByRole('heading', { name: 'Unified Password Manager' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' })).toBeVisible();

  // Required fields first.
  await page.getByRole('button', { name: 'Add configuration' }).click();
  const form = page.getByRole('form', { name: 'Password configuration' });
  await form.getByLabel('Product name').fill(product);
  await form.getByRole('button', { name: 'Add configuration' }).click();
  await expect(form.getByText('Please fill in all required fields')).toBeVisible();

  await form.getByLabel('Keywords').fill(`${product} password, e2e lens`);
  await form.getByLabel('Password', { exact: true }).fill('E2e-Secret-42');
  await form.getByLabel('Auto-response', { exact: true }).fill('Sign in on the E2E Lens app.');
  await form.getByLabel('Auto-response in Bahasa Melayu').fill('Log masuk dalam aplikasi E2E Lens.');
  await form.getByRole('button', { name: 'Add configuration' }).click();
  const row = page.getByTestId('password-config-row').filter({ hasText: product });
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('E2e-Secret-42');

  // The Malay auto-response is stored: it is there again after a reload.
  await page.reload();
  await row.getByRole('button', { name: 'Edit' }).click();
  await expect(form.getByLabel('Auto-response in Bahasa Melayu')).toHaveValue('Log masuk dalam aplikasi E2E Lens.');
  await form.getByRole('button', { name: 'Cancel' }).click();

  // The same product again is refused by the server.
  await page.getByRole('button', { name: 'Add configuration' }).click();
  await form.getByLabel('Product name').fill(product.toUpperCase());
  await form.getByLabel('Keywords').fill('again');
  await form.getByLabel('Password', { exact: true }).fill('x');
  await form.getByLabel('Auto-response', { exact: true }).fill('y');
  await form.getByRole('button', { name: 'Add configuration' }).click();
  await expect(form.getByText('Product already exists')).toBeVisible();
  await form.getByRole('button', { name: 'Cancel' }).click();

  // A file that is not JSON.
  await page.getByTestId('import-json-input').setInputFiles({
    name: 'broken.json',
    mimeType: 'application/json',
    buffer: Buffer.from('{"product": "half'),
  });
  await expect(page.getByText('Invalid JSON format')).toBeVisible();

  // The installation guide manager reads the same store.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Installation Guide' }).click();
  await expect(page).toHaveURL(/\/admin\/installation-guide-manager$/);
  const card = page.getByTestId('guide-config-card').filter({ hasText: product });
  await expect(card.getByRole('heading', { name: product })).toBeVisible();
  await expect(card.getByText(`${product} password (default)`)).toBeVisible();
  await expect(card).not.toContainText('E2e-Secret-42');
  await card.getByRole('button', { name: 'Show password' }).first().click();
  await expect(card).toContainText('E2e-Secret-42');

  // Edit and save from here.
  await card.getByRole('button', { name: 'Edit' }).click();
  await card.getByLabel('Instructions').fill('Updated instructions for E2E Lens.');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Configuration updated successfully!')).toBeVisible();
  await expect(card).toContainText('Updated instructions for E2E Lens.');

  // Settings.
  await page.goto('/admin/settings');
  await expect(page.getByRole('heading', { name: 'System Settings' })).toBeVisible();
  const phone = page.getByLabel('Contact phone');
  const storedPhone = await phone.inputValue();
  await phone.fill('');
  await phone.pressSequentially('01a2-3b4');
  await expect(phone).toHaveValue('01234');
  await expect(page.getByText('Numbers only (0-9).')).toBeVisible();
  // The shop's WhatsApp number is left as it was: other specs of the run read it (shop-identity.spec.ts).
  await phone.fill(storedPhone);
  await page.getByRole('tab', { name: 'Order Settings' }).click();
  await page.getByLabel('Automatic cancellation (hours)').fill('36');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Settings saved successfully')).toBeVisible();
  await expect(page.getByText('Settings saved successfully')).toBeHidden({ timeout: 5000 });
  await page.reload();
  await page.getByRole('tab', { name: 'Order Settings' }).click();
  await expect(page.getByLabel('Automatic cancellation (hours)')).toHaveValue('36');
});
