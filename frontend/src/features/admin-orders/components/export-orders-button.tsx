import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { downloadOrdersCsv } from '../api/download-csv';
import type { AdminOrderSummaryFilter } from '../api/get-admin-order-summary';

/** orders_export.csv with the screen's filters, written by the server (admin only). */
export function ExportOrdersButton({ filter }: { filter: AdminOrderSummaryFilter }) {
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
          downloadOrdersCsv(filter)
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
