/** Whether the agent chose to be online, kept across reloads (presence is re-announced on connect). */
const ONLINE_KEY = 'kedai.agent.online';

export function readOnlinePreference(): boolean {
  try {
    return window.localStorage.getItem(ONLINE_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeOnlinePreference(online: boolean): void {
  try {
    window.localStorage.setItem(ONLINE_KEY, online ? '1' : '0');
  } catch {
    // Only the preference across reloads is lost.
  }
}
