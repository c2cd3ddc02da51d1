import { useState } from 'react';
import { errorMessage } from '@/lib/api-client';
import { Button } from './button';

/** "Export CSV": runs the screen's download (a CSV the server streams) and says why it failed, if it did. */
export function ExportCsvButton({ download }: { download: () => Promise<void> }) {
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
          download()
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
