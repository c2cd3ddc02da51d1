/**
 * The ways an agent hears about a customer message away from its conversation: the tab title, the favicon,
 * a short tone and a desktop notification. Plain browser APIs; each one fails quietly where unsupported.
 */

/** How the count goes into a title: the `admin-chat` catalogue's `alerts.tabTitle`, "(3) Live Chat · Kedai Admin". */
export type CountedTitle = (count: number, title: string) => string;

/** Every title shown with a count, and the page's own title it was made from (a handful per shift). */
const titlesWithCount = new Map<string, string>();

/**
 * "(3) Live Chat · Kedai Admin": the unread count put into whatever title the page set, replacing a count
 * put there before (whatever words the language puts around it).
 */
export function titleWithCount(title: string, count: number, counted: CountedTitle): string {
  const bare = titlesWithCount.get(title) ?? title;
  if (count === 0) return bare;
  const next = counted(count, bare);
  titlesWithCount.set(next, bare);
  return next;
}

/** Keeps the count in the tab title while pages change their own titles. Returns a stop function. */
export function keepTitleCount(getCount: () => number, counted: CountedTitle): () => void {
  const apply = () => {
    const next = titleWithCount(document.title, getCount(), counted);
    if (next !== document.title) document.title = next;
  };
  apply();
  const observer = new MutationObserver(apply);
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  return () => {
    observer.disconnect();
    document.title = titleWithCount(document.title, 0, counted);
  };
}

let originalIcon: string | null = null;

/** The favicon with a red count badge (or the site's own icon again at 0). */
export function showFaviconCount(count: number): void {
  const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) return;
  originalIcon ??= link.href;
  if (count === 0) {
    link.href = originalIcon;
    return;
  }
  const canvas = document.createElement('canvas');
  canvas.width = 32;
  canvas.height = 32;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#0f766e';
  context.fillRect(0, 0, 32, 32);
  context.fillStyle = '#dc2626';
  context.beginPath();
  context.arc(21, 11, 11, 0, Math.PI * 2);
  context.fill();
  context.fillStyle = '#fff';
  context.font = 'bold 15px sans-serif';
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.fillText(count > 9 ? '9+' : String(count), 21, 12);
  link.href = canvas.toDataURL('image/png');
}

let audio: AudioContext | null = null;

/** A short two-note chime, made on the spot (no sound file to load). */
export function playChime(): void {
  try {
    audio ??= new AudioContext();
    const start = audio.currentTime;
    for (const [offset, frequency] of [
      [0, 880],
      [0.12, 1320],
    ] as const) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      gain.gain.setValueAtTime(0.12, start + offset);
      gain.gain.exponentialRampToValueAtTime(0.001, start + offset + 0.25);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + offset);
      oscillator.stop(start + offset + 0.26);
    }
  } catch {
    // No audio here (or not allowed before the first click): the other signals still work.
  }
}

export const notificationsSupported = () => typeof window !== 'undefined' && 'Notification' in window;

/** A desktop notification; clicking it brings the tab forward and runs `onOpen`. */
export function notify(title: string, body: string, tag: string, onOpen: () => void): void {
  if (!notificationsSupported() || Notification.permission !== 'granted') return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      onOpen();
      notification.close();
    };
  } catch {
    // Some browsers only allow notifications from a service worker; the title and badge still show.
  }
}

const muteKey = (userId: string) => `kedai.alerts.muted.${userId}`;

export function readMuted(userId: string): boolean {
  try {
    return window.localStorage.getItem(muteKey(userId)) === '1';
  } catch {
    return false;
  }
}

export function writeMuted(userId: string, muted: boolean): void {
  try {
    window.localStorage.setItem(muteKey(userId), muted ? '1' : '0');
  } catch {
    // Storage unavailable: the choice lasts for this page.
  }
}
