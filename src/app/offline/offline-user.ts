/** Who this device's offline data belongs to: the login user of the last start, kept for a cold start. */
export interface OfflineUser {
  userId: number;
  market: string;
  loginName: string;
}

const storageKey = 'offlineUser';
type Listener = (user: OfflineUser | null) => void;
const listeners = new Set<Listener>();

export function currentOfflineUser(): OfflineUser | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as OfflineUser | null;
    return stored && typeof stored.userId === 'number' ? stored : null;
  } catch {
    return null;
  }
}

export function setOfflineUser(user: OfflineUser | null) {
  if (user) localStorage.setItem(storageKey, JSON.stringify(user));
  else localStorage.removeItem(storageKey);
  for (const listener of listeners) listener(user);
}

export function onOfflineUserChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const sessionStartKey = 'sessionStartedAt';

/** A login on this device began a new session now: entries paused under an earlier one may go again. */
export function markSessionStart(at = Date.now()) {
  localStorage.setItem(sessionStartKey, String(at));
}

/** When the session of the device's token began (its login), or null when not known. */
export function sessionStartedAt(): number | null {
  const stored = Number(localStorage.getItem(sessionStartKey));
  return Number.isFinite(stored) && stored > 0 ? stored : null;
}
