import { PROBLEM_REASON_LABELS, type AdminProblemReportView } from '@kedai/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSocketEvent } from '@/hooks/use-socket-event';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { problemCardsKey, useProblemCards, useResolveProblem } from '../api/problem-report-cards';
import styles from './problem-report-cards.module.css';

const STATUS_TEXT: Record<AdminProblemReportView['status'], string> = {
  open: 'Open',
  replaced: 'Replaced',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

/**
 * The problem reports of one conversation, at the top of the chat (docs/product/problem-reports.md): what, which
 * code, when delivered, earlier reports; Replace and Refund (admins, as burn and refund are) and Reject.
 */
export function ProblemReportCards({ sessionId, isAdmin }: { sessionId: string; isAdmin: boolean }) {
  const queryClient = useQueryClient();
  const cards = useProblemCards(sessionId);
  useSocketEvent('problem-report:admin-changed', (card) => {
    if (card.chatSessionId === sessionId) void queryClient.invalidateQueries({ queryKey: problemCardsKey(sessionId) });
  });
  if (!cards.data || cards.data.length === 0) return null;
  return (
    <div className={styles.cards} data-testid="problem-cards">
      {cards.data.map((card) => (
        <ProblemCard key={card.id} card={card} sessionId={sessionId} isAdmin={isAdmin} />
      ))}
    </div>
  );
}

function ProblemCard({
  card,
  sessionId,
  isAdmin,
}: {
  card: AdminProblemReportView;
  sessionId: string;
  isAdmin: boolean;
}) {
  const resolve = useResolveProblem(sessionId);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const open = card.status === 'open';
  return (
    <section
      className={`${styles.card} ${open ? '' : styles.resolved}`}
      data-testid="problem-card"
      aria-label={`Problem report: ${card.productTitle}`}
    >
      <div className={styles.head}>
        <strong>
          {card.productTitle}
          {card.maskedCode ? ` · ${card.maskedCode}` : ''}
        </strong>
        <Badge tone={open ? 'warning' : 'neutral'} data-testid="problem-card-status">
          {STATUS_TEXT[card.status]}
        </Badge>
        {card.flagged && (
          <Badge tone="danger" data-testid="problem-card-flag">
            Reported by {card.sameCodeReports + 1} customers: possibly leaked pool
          </Badge>
        )}
      </div>
      <div>
        {PROBLEM_REASON_LABELS[card.reason]} · order {card.orderId}
        {card.note ? ` · “${card.note}”` : ''}
      </div>
      <div className={styles.muted}>
        Delivered {card.deliveredAt ? formatDateTime(card.deliveredAt) : '—'} · reported{' '}
        {formatDateTime(card.createdAt)}
        {' · '}
        {card.sameCustomerReports} other report{card.sameCustomerReports === 1 ? '' : 's'} by this customer
      </div>
      {card.rejectReason && <div>Reason given: {card.rejectReason}</div>}
      {card.history.length > 1 && (
        <ul className={styles.history}>
          {card.history.map((entry) => (
            <li key={`${entry.at}-${entry.action}`} className={styles.muted}>
              {formatDateTime(entry.at)} · {entry.action}
              {entry.actorName ? ` by ${entry.actorName}` : ''}
            </li>
          ))}
        </ul>
      )}
      {open && (
        <div className={styles.actions}>
          {isAdmin && (
            <>
              <Button
                size="sm"
                disabled={resolve.isPending || !card.maskedCode}
                onClick={() => resolve.mutate({ id: card.id, resolution: { kind: 'replace' } })}
              >
                Replace
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={resolve.isPending}
                onClick={() => resolve.mutate({ id: card.id, resolution: { kind: 'refund' } })}
              >
                Refund line
              </Button>
            </>
          )}
          {rejecting ? (
            <>
              <input
                className={styles.reason}
                aria-label="Reason the customer sees"
                placeholder="Reason the customer sees"
                value={reason}
                maxLength={500}
                onChange={(event) => setReason(event.target.value)}
              />
              <Button
                size="sm"
                variant="danger-outline"
                disabled={resolve.isPending || !reason.trim()}
                onClick={() => resolve.mutate({ id: card.id, resolution: { kind: 'reject', reason } })}
              >
                Reject
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => setRejecting(true)}>
              Reject…
            </Button>
          )}
        </div>
      )}
      {resolve.isError && (
        <Alert tone="error">{errorMessage(resolve.error, 'The report could not be resolved.')}</Alert>
      )}
    </section>
  );
}
