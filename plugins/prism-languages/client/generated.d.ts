// The Prism instance plugins/prism-languages writes at build time.
declare module '@generated/prism-languages/default/prism.js' {
  const Prism: import('./tokens').PrismLike;
  export default Prism;
}
