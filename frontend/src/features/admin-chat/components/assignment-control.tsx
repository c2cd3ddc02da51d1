import type { ChatSessionView } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('admin-chat');
  const assignees = useChatAssignees();
  const ended = session.status === 'ended';
  const staff = assignees.data ?? [];
  // The current assignee stays choosable even when the staff list does not (yet) hold them.
  const known = !session.assigneeId || staff.some((member) => member.id === session.assigneeId);

  return (
    <div className={styles.assignment} data-testid="chat-assignment">
      <label htmlFor={`assignee-${session.id}`}>{t('assignment.label')}</label>
      <select
        id={`assignee-${session.id}`}
        className={styles.assignSelect}
        value={session.assigneeId ?? ''}
        disabled={busy || ended}
        onChange={(event) => onAssign(event.target.value || null)}
      >
        <option value="">{t('assignment.unassigned')}</option>
        {!known && session.assigneeId && (
          <option value={session.assigneeId}>{session.assigneeName ?? t('assignment.unknownStaff')}</option>
        )}
        {staff.map((member) => {
          const name = member.id === me ? t('assignment.me', { name: member.name }) : member.name;
          return (
            <option key={member.id} value={member.id}>
              {member.role === 'admin' ? t('assignment.adminMember', { name }) : name}
            </option>
          );
        })}
      </select>
      {!ended && !session.assigneeId && (
        <Button size="sm" variant="secondary" onClick={onClaim} loading={busy}>
          {t('assignment.claim')}
        </Button>
      )}
      {!ended && session.assigneeId === me && me !== null && <span>{t('assignment.yours')}</span>}
    </div>
  );
}
