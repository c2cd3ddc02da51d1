import type { ConversationChannel } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const TONES: Record<ConversationChannel, 'neutral' | 'brand' | 'success' | 'warning'> = {
  web: 'neutral',
  whatsapp: 'success',
  email: 'brand',
};

/** Where the customer is answered: Web chat, WhatsApp, E-mail (a web chat the customer answered by e-mail). */
export function ChannelBadge({ channel }: { channel: ConversationChannel }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={TONES[channel]} data-testid="channel-badge">
      {t(`customers.channels.${channel}`, { defaultValue: channel })}
    </Badge>
  );
}
