/** The storage quota the usage bar measures against: STORAGE_QUOTA_MB (default 1024 MB). */
export function storageQuotaBytes(): number {
  const megabytes = Number(process.env.STORAGE_QUOTA_MB ?? '');
  return (Number.isFinite(megabytes) && megabytes > 0 ? megabytes : 1024) * 1024 * 1024;
}
