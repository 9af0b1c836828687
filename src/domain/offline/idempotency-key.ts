import { z } from 'zod';

/**
 * The `Idempotency-Key` every mutation accepts (issue 5 item 4; IETF draft-ietf-httpapi-idempotency-key-
 * header): the outbox entry's id. At most 255 visible ASCII characters, as Stripe takes them.
 */
export const idempotencyKeyHeader = 'idempotency-key';

export const idempotencyKeyMessage = 'Idempotency-Key must be 1 to 255 visible ASCII characters';

export const idempotencyKeySchema = z.string().regex(/^[\x21-\x7e]{1,255}$/, idempotencyKeyMessage);

/**
 * The server's expiry policy, which the draft asks it to publish: a key is kept until the client
 * acknowledges it (POST idempotencyAck), or at most this long — a tablet may stay offline over a
 * holiday, so Stripe's 24 hours would be far too short.
 */
export const idempotencyKeyRetentionDays = 180;
