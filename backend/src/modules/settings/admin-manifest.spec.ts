import { adminManifest } from './admin-manifest';

describe('adminManifest', () => {
  it('is named after the shop and scoped to the admin', () => {
    const manifest = adminManifest('Kedai Siti');
    expect(manifest).toMatchObject({ name: 'Kedai Siti Admin', short_name: 'Kedai Siti', scope: '/admin/' });
    expect(manifest.start_url.startsWith(manifest.scope)).toBe(true);
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });

  it('keeps a short name a home screen can show', () => {
    expect(adminManifest('Kedai Digital Malaysia Sdn Bhd').short_name).toBe('Admin');
    expect(adminManifest('  ').name).toBe('Kedai Admin');
  });
});
