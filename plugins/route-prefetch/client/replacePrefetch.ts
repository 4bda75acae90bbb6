type DocusaurusClient = {
  prefetch: (url: string) => unknown;
  preload: (url: string) => unknown;
};

type WindowWithDocusaurus = {docusaurus?: DocusaurusClient};

/**
 * Makes `window.docusaurus.prefetch` be `prefetch`. Docusaurus' client entry assigns a frozen
 * `window.docusaurus` after the client modules have run, so the property becomes an accessor
 * that copies whatever object is assigned, with `prefetch` replaced; `preload` stays.
 */
export function replacePrefetch(
  target: WindowWithDocusaurus,
  prefetch: DocusaurusClient['prefetch'],
): void {
  const withPrefetch = (client: DocusaurusClient | undefined) =>
    client ? {...client, prefetch} : client;
  let current = withPrefetch(target.docusaurus);
  Object.defineProperty(target, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (client: DocusaurusClient | undefined) => {
      current = withPrefetch(client);
    },
  });
}
