// The search status the modal shows: idle, loading, stalled (no answer after
// 300 ms) or error. Only the latest request decides it.

export type SearchStatus = 'idle' | 'loading' | 'stalled' | 'error';
export const stallThresholdMs = 300;

export type StatusStore = {
  get(): SearchStatus;
  set(status: SearchStatus): void;
  subscribe(listener: () => void): () => void;
};

export function createStatusStore(initial: SearchStatus = 'idle'): StatusStore {
  let status = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => status,
    set(next) {
      if (next === status) return;
      status = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

type Searchable = {search(...args: never[]): Promise<unknown>};

/**
 * Wraps a client's `search` so that every call reports its status to the
 * store. With `recover`, a failed search resolves to what `recover` returns
 * (the status still says error), so the caller never sees a rejection.
 */
export function trackStatus<T extends Searchable>(
  client: T,
  store: StatusStore,
  recover?: (...args: Parameters<T['search']>) => Awaited<ReturnType<T['search']>>,
): T {
  let latest = 0;
  const search = (...args: Parameters<T['search']>) => {
    latest += 1;
    const call = latest;
    store.set('loading');
    const timer = setTimeout(() => {
      if (call === latest) store.set('stalled');
    }, stallThresholdMs);
    return client.search(...args).then(
      (response) => {
        clearTimeout(timer);
        if (call === latest) store.set('idle');
        return response;
      },
      (error: unknown) => {
        clearTimeout(timer);
        if (call === latest) store.set('error');
        if (recover) return recover(...args);
        throw error;
      },
    );
  };
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property === 'search') return search;
      const value = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
