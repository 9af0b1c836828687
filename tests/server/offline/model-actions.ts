import fc from 'fast-check';
import type { Network } from './server-link.ts';

/** The orders a model run works on (`order` indexes them). */
export const modelOrderCount = 3;

/** What may happen to a device between two looks at the outbox. */
export type ModelAction =
  | { type: 'comment'; order: number; withFile: boolean }
  | { type: 'status'; order: number }
  | { type: 'network'; network: Network }
  | { type: 'networkFades'; afterRequests: number }
  | { type: 'tokenExpires' }
  | { type: 'login' }
  | { type: 'time'; ms: number }
  | { type: 'reload' }
  | { type: 'crash'; reachesServer: boolean }
  | { type: 'otherUserEdits'; order: number }
  | { type: 'refresh' };

const order = fc.integer({ min: 0, max: modelOrderCount - 1 });
const tagged = <T extends string>(type: T) => fc.constant(type);

const action: fc.Arbitrary<ModelAction> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ type: tagged('comment'), order, withFile: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ type: tagged('status'), order }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: tagged('network'),
      network: fc.constantFrom<Network>('up', 'down', 'serverDown', 'lossy', 'overloaded'),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: tagged('networkFades'), afterRequests: fc.integer({ min: 0, max: 3 }) }),
  },
  { weight: 1, arbitrary: fc.record({ type: tagged('tokenExpires') }) },
  { weight: 1, arbitrary: fc.record({ type: tagged('login') }) },
  { weight: 2, arbitrary: fc.record({ type: tagged('time'), ms: fc.constantFrom(500, 5_000, 400_000) }) },
  { weight: 1, arbitrary: fc.record({ type: tagged('reload') }) },
  { weight: 1, arbitrary: fc.record({ type: tagged('crash'), reachesServer: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ type: tagged('otherUserEdits'), order }) },
  { weight: 1, arbitrary: fc.record({ type: tagged('refresh') }) },
);

/** Short runs (at most 20 actions), so hundreds of them take a minute against the real app. */
export const modelActions = fc.array(action, { minLength: 1, maxLength: 20, size: 'medium' });
