import type { ChatMessageMedia } from '@kedai/contracts';
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from '@/hooks/use-object-url';
import { useChatMedia } from '../api/get-chat-media';
import styles from './live-chat.module.css';

/** A customer's WhatsApp photo as a thumbnail (opens full size), or a document as a link. */
export function ChannelMedia({ media }: { media: ChatMessageMedia }) {
  const { t } = useTranslation('admin-chat');
  const { data: blob, isError } = useChatMedia(media.url);
  const url = useObjectUrl(blob);
  if (isError || blob === null)
    return <span className={styles.mediaMissing}>{t('conversation.channel.fileUnavailable')}</span>;
  if (!url) return null;
  if (media.mimeType.startsWith('image/')) {
    return (
      <a href={url} target="_blank" rel="noreferrer" className={styles.mediaLink} data-testid="chat-media">
        <img src={url} alt={t('conversation.channel.photo')} className={styles.mediaThumb} />
      </a>
    );
  }
  return (
    <a href={url} download={media.fileName ?? 'document.pdf'} className={styles.mediaLink} data-testid="chat-media">
      {t('conversation.channel.document', { name: media.fileName ?? 'PDF' })}
    </a>
  );
}
