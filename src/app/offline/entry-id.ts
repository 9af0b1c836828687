/**
 * A UUID version 7 (time-ordered, RFC 9562) for an outbox entry's idempotency key. Built from
 * `crypto.getRandomValues`, which, unlike `crypto.randomUUID`, exists outside secure contexts too (a
 * tablet on the warehouse LAN over plain HTTP).
 */
export function newEntryId(now = Date.now()): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let time = now;
  for (let index = 5; index >= 0; index--) {
    bytes[index] = time % 256;
    time = Math.floor(time / 256);
  }
  bytes[6] = (bytes[6]! & 0x0f) | 0x70;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
