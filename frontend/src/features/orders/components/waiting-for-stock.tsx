import { Alert } from '@/components/ui/alert';

/**
 * A paid order whose codes wait for a restock (a backorder): said plainly, not as an error. The page
 * follows the order live, so the code appears here by itself once the pool is refilled.
 */
export function WaitingForStock({ waiting }: { waiting: boolean }) {
  if (!waiting) return null;
  return (
    <Alert tone="info" title="Waiting for stock">
      <span data-testid="waiting-for-stock">
        Your payment is confirmed. We are restocking activation codes for this product; your code appears here by itself
        (and by e-mail) as soon as it arrives, usually within a few hours. You do not need to do anything.
      </span>
    </Alert>
  );
}
