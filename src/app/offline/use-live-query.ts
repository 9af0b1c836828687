import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/**
 * The value of an IndexedDB query, kept current as any tab of this device changes the tables it read
 * (Dexie's liveQuery); `initial` until the first answer.
 */
export function useLiveQuery<T>(query: () => Promise<T>, deps: readonly unknown[], initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: setValue,
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the query depends on
  }, deps);
  return value;
}
