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
/** The badge drawn last ('9+' above nine): a count that draws the same badge changes nothing. */
let drawnBadge: string | null = null;

/** What the favicon's badge says for a count: nothing at 0, the count up to 9, then "9+". */
export const faviconBadge = (count: number): string | null => (count <= 0 ? null : count > 9 ? '9+' : String(count));

/** The favicon with a red count badge (or the site's own icon again at 0). */
export function showFaviconCount(count: number): void {
  const badge = faviconBadge(count);
  // Drawing is a canvas and a PNG encode on the main thread: not again for the same badge (a busy inbox
  // changes the count many times a second, and past nine the badge stays "9+").
  if (badge === drawnBadge) return;
  const link = document.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!link) return;
  originalIcon ??= link.href;
  drawnBadge = badge;
  if (badge === null) {
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
  context.fillText(badge, 21, 12);
  link.href = canvas.toDataURL('image/png');
}

/** Messages arriving closer together than this chime once (a busy inbox is not a constant ringing). */
export const CHIME_GAP_MS = 2_000;

/** Whether a chime may sound now, the last one having sounded at `lastAt` (ms, the same clock). */
export const chimeDue = (lastAt: number | null, now: number): boolean =>
  lastAt === null || now - lastAt >= CHIME_GAP_MS;

let audio: AudioContext | null = null;
let lastChimeAt: number | null = null;

/**
 * Makes the chime's AudioContext ahead of the first message, when the browser is idle after the person's first
 * click or key press on the page (or at once if there was one). Making one starts the audio thread and holds the
 * main thread for tens of milliseconds, too long for a message handler; and one made before any click is
 * suspended by the browser's autoplay rule and would stay silent. Returns a stop function.
 */
export function prepareChime(): () => void {
  if (typeof window === 'undefined' || typeof AudioContext === 'undefined') return () => undefined;
  let cancelIdle: (() => void) | null = null;
  const make = () => {
    cancelIdle = null;
    try {
      audio ??= new AudioContext();
    } catch {
      // No audio device here: the other signals still work.
    }
  };
  const schedule = () => {
    if (audio || cancelIdle) return;
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(make, { timeout: 2_000 });
      cancelIdle = () => window.cancelIdleCallback(id);
    } else {
      const id = setTimeout(make, 0);
      cancelIdle = () => clearTimeout(id);
    }
  };
  const onGesture = () => {
    removeListeners();
    schedule();
  };
  const removeListeners = () => {
    window.removeEventListener('pointerdown', onGesture, true);
    window.removeEventListener('keydown', onGesture, true);
  };
  if (navigator.userActivation?.hasBeenActive) schedule();
  else {
    window.addEventListener('pointerdown', onGesture, true);
    window.addEventListener('keydown', onGesture, true);
  }
  return () => {
    removeListeners();
    cancelIdle?.();
  };
}

/** A short two-note chime, made on the spot (no sound file to load); at most one per CHIME_GAP_MS. */
export function playChime(now: number = performance.now()): void {
  // Not ready yet means no click on the page so far: the browser would not let it sound anyway.
  if (!audio || !chimeDue(lastChimeAt, now)) return;
  lastChimeAt = now;
  try {
    if (audio.state === 'suspended') void audio.resume().catch(() => undefined);
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
    // No audio here: the other signals still work.
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
