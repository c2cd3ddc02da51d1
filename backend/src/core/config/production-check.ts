/**
 * What a production start lacks that a shop would notice later (docs/ops.md, "Production start"): each is a
 * sentence naming the variable and what happens without it. Printed as warnings; with KEDAI_STRICT_CONFIG=true
 * the process refuses to start instead.
 */
export function productionConfigProblems(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (!env.PUBLIC_URL) {
    problems.push(
      "PUBLIC_URL is not set: links in e-mails (order pages, password resets) would point at this machine's own address.",
    );
  }
  if (!env.SMTP_URL) {
    problems.push(
      'SMTP_URL is not set: e-mails are kept in the outbox (admin → Outbox) and not sent until SMTP is set here or in Settings.',
    );
  }
  if ((env.STORAGE_DRIVER ?? 'local') === 'local') {
    problems.push(
      "STORAGE_DRIVER is local: receipts and uploads are kept on this machine's disk; with more than one host, or for backups, set STORAGE_DRIVER=s3.",
    );
  }
  return problems;
}

/** KEDAI_STRICT_CONFIG=true: a production start with any of the problems above is refused. */
export const strictConfig = (env: Record<string, string | undefined>) => env.KEDAI_STRICT_CONFIG === 'true';
