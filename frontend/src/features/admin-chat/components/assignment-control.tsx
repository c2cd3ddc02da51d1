import type { ChatSessionView } from '@kedai/contracts';
import { Button } from '@/components/ui/button';
import { useChatAssignees } from '../api/get-chat-assignees';
import styles from './live-chat.module.css';

export interface AssignmentControlProps {
  session: ChatSessionView;
  me: string | null;
  busy: boolean;
  onClaim: () => void;
  onAssign: (assigneeId: string | null) => void;
}

/** Who works this chat: Claim when nobody has it; the list gives it to any active staff member (or nobody). */
export function AssignmentControl({ session, me, busy, onClaim, onAssign }: AssignmentControlProps) {
  const assignees = useChatAssignees();
  const ended = session.status === 'ended';
  const staff = assignees.data ?? [];
  // The current assignee stays choosable even when the staff list does not (yet) hold them.
  const known = !session.assigneeId || staff.some((member) => member.id === session.assigneeId);

  return (
    <div className={styles.assignment} data-testid="chat-assignment">
      <label htmlFor={`assignee-${session.id}`}>Assigned to</label>
      <select
        id={`assignee-${session.id}`}
        className={styles.assignSelect}
        value={session.assigneeId ?? ''}
        disabled={busy || ended}
        onChange={(event) => onAssign(event.target.value || null)}
      >
        <option value="">Unassigned</option>
        {!known && session.assigneeId && <option value={session.assigneeId}>{session.assigneeName ?? 'Staff'}</option>}
        {staff.map((member) => (
          <option key={member.id} value={member.id}>
            {member.id === me ? `${member.name} (me)` : member.name}
            {member.role === 'admin' ? ' · admin' : ''}
          </option>
        ))}
      </select>
      {!ended && !session.assigneeId && (
        <Button size="sm" variant="secondary" onClick={onClaim} loading={busy}>
          Claim
        </Button>
      )}
      {!ended && session.assigneeId === me && me !== null && <span>· yours</span>}
    </div>
  );
}
