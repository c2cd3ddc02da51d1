/** The reason someone was sent to /login (e.g. "Please login to view your profile"), carried in router state. */
export interface LoginNoticeState {
  loginNotice: string;
}

export function loginNoticeFrom(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as Partial<LoginNoticeState>).loginNotice;
  return typeof notice === 'string' && notice ? notice : null;
}
