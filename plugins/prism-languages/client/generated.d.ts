// The module plugins/prism-languages writes at build time: it creates the site's Prism.
declare module '@generated/prism-languages/default/prism.js' {
  const createPrism: () => import('./tokens').PrismLike;
  export default createPrism;
}
