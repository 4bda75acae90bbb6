// The Prism of the bundle being built: ./prismServer on the server, ./prismBrowser in the browser
// (the plugin points this name at one of them).
declare module '@prism-languages/instance' {
  export function loadedPrism(): import('./tokens').PrismLike | undefined;
  export function loadPrism(): Promise<import('./tokens').PrismLike>;
}
