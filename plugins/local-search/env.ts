// Hosted search is opt-in: it needs both an Algolia application id and a
// search-only API key at build time. Half a configuration is a mistake that
// must stop the build, not silently fall back to local search.

export type AlgoliaSettings = {appId: string; apiKey: string; indexName: string};

export const defaultAlgoliaIndexName = 'toolhive-docs';

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

/** Reads ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME; `undefined` means local search. */
export function readAlgoliaEnv(env: Env): AlgoliaSettings | undefined {
  const appId = read(env, 'ALGOLIA_APP_ID');
  const apiKey = read(env, 'ALGOLIA_API_KEY');
  const indexName = read(env, 'ALGOLIA_INDEX_NAME');
  if (!appId && !apiKey) {
    if (indexName) {
      throw new Error(
        'ALGOLIA_INDEX_NAME is set, but hosted search also needs ALGOLIA_APP_ID and ALGOLIA_API_KEY. ' +
          'Set both, or unset ALGOLIA_INDEX_NAME to use the local search index.',
      );
    }
    return undefined;
  }
  const missing = !appId ? 'ALGOLIA_APP_ID' : !apiKey ? 'ALGOLIA_API_KEY' : undefined;
  if (missing) {
    const present = missing === 'ALGOLIA_APP_ID' ? 'ALGOLIA_API_KEY' : 'ALGOLIA_APP_ID';
    throw new Error(
      `Hosted search is half configured: ${present} is set but ${missing} is missing. ` +
        `Set ${missing} too, or unset ${present} to use the local search index.`,
    );
  }
  if (!/^[A-Za-z0-9]+$/.test(appId!)) {
    throw new Error(`ALGOLIA_APP_ID must be letters and digits only, got "${appId}".`);
  }
  return {appId: appId!, apiKey: apiKey!, indexName: indexName ?? defaultAlgoliaIndexName};
}
