import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { downloadOrdersCsv } from '../api/download-csv';

/** orders_export.csv with the screen's search and status, written by the server (admin only). */
export function ExportOrdersButton({ search, status }: { search: string; status: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        variant="secondary"
        loading={busy}
        onClick={() => {
          setBusy(true);
          setError(null);
          downloadOrdersCsv({ search, status })
            .catch((thrown: unknown) => setError(errorMessage(thrown, 'Export failed')))
            .finally(() => setBusy(false));
        }}
      >
        Export CSV
      </Button>
      {error && <span role="alert">{error}</span>}
    </>
  );
}
