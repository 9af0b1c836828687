/**
 * Messages between this device's tabs about the outbox: `wake` asks whichever tab sends (the one
 * holding the lock) to look now; `synced` says entries were sent, so screens reload what they show.
 */
export type OutboxMessage = { type: 'wake' } | { type: 'synced'; entityKeys: string[] };

type Listener = (message: OutboxMessage) => void;
const listeners = new Set<Listener>();
const channelName = 'pallet-portal-outbox';
let channel: BroadcastChannel | null = null;

function openChannel(): BroadcastChannel | null {
  if (channel || typeof BroadcastChannel === 'undefined') return channel;
  channel = new BroadcastChannel(channelName);
  channel.onmessage = (event: MessageEvent<OutboxMessage>) => {
    for (const listener of listeners) listener(event.data);
  };
  return channel;
}

/** Tells this tab and the others. */
export function signalOutbox(message: OutboxMessage) {
  for (const listener of listeners) listener(message);
  openChannel()?.postMessage(message);
}

export function onOutboxSignal(listener: Listener): () => void {
  openChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
}
