/** Web push for staff (GET/PUT /api/admin/push…): what the admin's notification switch reads. */
export interface PushStatusView {
  /** The VAPID public key a browser subscribes with (applicationServerKey), base64url. */
  publicKey: string;
  /** The staff member's on/off: off, no browser of theirs is notified. */
  enabled: boolean;
  /** How many browsers of theirs are subscribed. */
  subscriptions: number;
}

/** What a push carries to the admin's service worker (JSON, encrypted for the browser). */
export interface AgentPushPayload {
  title: string;
  body: string;
  /** The admin path to open on a click (same origin), e.g. /admin/live-chat?session=<id>. */
  url: string;
  /** Replaces an earlier notification with the same tag (one per conversation). */
  tag: string;
}
