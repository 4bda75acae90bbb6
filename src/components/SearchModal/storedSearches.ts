// Recent and favourite searches: the hits a reader opened, and those they starred, kept in local
// storage under the keys DocSearch used, so that the lists readers already have carry over.
import type {HitType, StoredHit} from './hitText';

export const recentLimit = 7;
/** Beside favourites, fewer recent searches are shown. */
export const recentLimitWithFavourites = 4;
export const favouriteLimit = 10;

export const recentKey = (indexName: string) => `__DOCSEARCH_RECENT_SEARCHES__${indexName}`;
export const favouriteKey = (indexName: string) => `__DOCSEARCH_FAVORITE_SEARCHES__${indexName}`;

const hitTypes = new Set<HitType>(['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content']);

function isStoredHit(value: unknown): value is StoredHit {
  const hit = value as StoredHit | null;
  return (
    typeof hit === 'object' &&
    hit !== null &&
    typeof hit.objectID === 'string' &&
    typeof hit.url === 'string' &&
    hitTypes.has(hit.type) &&
    typeof hit.hierarchy === 'object' &&
    hit.hierarchy !== null &&
    typeof hit.hierarchy.lvl0 === 'string' &&
    typeof hit.hierarchy.lvl1 === 'string' &&
    (hit.content === null || hit.content === undefined || typeof hit.content === 'string')
  );
}

export type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

/** A stored list, or none: unreadable storage or a malformed entry never breaks the modal. */
function read(storage: Storage | null, key: string): StoredHit[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isStoredHit) : [];
  } catch {
    return [];
  }
}

function write(storage: Storage | null, key: string, hits: StoredHit[]): void {
  try {
    storage?.setItem(key, JSON.stringify(hits));
  } catch {
    // Storage full or turned off: the lists just are not kept.
  }
}

export type StoredSearches = {
  recent(): StoredHit[];
  favourites(): StoredHit[];
  /** A hit the reader opened; one they starred already stays only among the favourites. */
  addRecent(hit: StoredHit): void;
  /** Stars a recent search: it moves to the favourites. */
  favourite(hit: StoredHit): void;
  removeRecent(objectID: string): void;
  removeFavourite(objectID: string): void;
};

export function createStoredSearches(
  indexName: string,
  storage: Storage | null = browserStorage(),
): StoredSearches {
  const recentAt = recentKey(indexName);
  const favouriteAt = favouriteKey(indexName);
  const favourites = () => read(storage, favouriteAt).slice(0, favouriteLimit);
  const limit = () => (favourites().length > 0 ? recentLimitWithFavourites : recentLimit);
  const recent = () => read(storage, recentAt).slice(0, limit());
  const without = (hits: StoredHit[], objectID: string) =>
    hits.filter((hit) => hit.objectID !== objectID);
  return {
    recent,
    favourites,
    addRecent(hit) {
      if (favourites().some((favourite) => favourite.objectID === hit.objectID)) return;
      write(storage, recentAt, [hit, ...without(recent(), hit.objectID)].slice(0, limit()));
    },
    favourite(hit) {
      write(
        storage,
        favouriteAt,
        [hit, ...without(favourites(), hit.objectID)].slice(0, favouriteLimit),
      );
      write(storage, recentAt, without(read(storage, recentAt), hit.objectID));
    },
    removeRecent(objectID) {
      write(storage, recentAt, without(read(storage, recentAt), objectID));
    },
    removeFavourite(objectID) {
      write(storage, favouriteAt, without(read(storage, favouriteAt), objectID));
    },
  };
}
