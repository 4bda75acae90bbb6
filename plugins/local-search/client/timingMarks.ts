// The User Timing marks the engine's loader leaves in the page or in its worker, for tests and
// maintainers reading a trace (each query's measure is named in localClient.ts). Only the loader
// imports this in the site's code, so the names stay in the engine's chunks alone.

/** Marked when the engine's code has run (the search worker's index requests start before it). */
export const engineCodeMark = 'toolhive-search-engine-code';

/** Marked when the browser starts laying out an index. */
export const indexLayoutMark = 'toolhive-search-index-layout';
