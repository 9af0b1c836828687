import { isNewEntityKey } from './entity-keys.ts';
import { keepRead, keptRead } from './offline-reads.ts';

const createdKey = (entityKey: string) => ['created', entityKey] as const;

/**
 * What the server answered to a change that created something (`new:…` entity keys): a screen that
 * showed the device's copy finds the saved one here after the outbox entry is gone.
 */
export async function rememberCreated(entityKey: string, answer: unknown): Promise<void> {
  if (isNewEntityKey(entityKey)) await keepRead(createdKey(entityKey), answer);
}

export const createdAnswerOf = <T>(entityKey: string) => keptRead<T>(createdKey(entityKey));
