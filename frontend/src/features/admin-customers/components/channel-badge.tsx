import type { ChatChannel } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';

const TONES: Record<string, 'neutral' | 'brand' | 'success' | 'warning'> = {
  web: 'neutral',
  whatsapp: 'success',
  email: 'brand',
};

/** Where a conversation happens: Web chat, WhatsApp, E-mail (a channel added later shows its own name). */
export function ChannelBadge({ channel }: { channel: ChatChannel | 'email' }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={TONES[channel] ?? 'neutral'} data-testid="channel-badge">
      {t(`customers.channels.${channel}`, { defaultValue: channel })}
    </Badge>
  );
}
