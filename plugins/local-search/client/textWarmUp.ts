// The engine's text code, run once on a few words while the index files download: the first
// run of each function and pattern is the slow one (V8 compiles it then), and without this it
// comes after the files are in, in the layout and in the first query, before the first hit.
// The words below go through the same steps as the index's tokens and a reader's query.
import {highlightAndSnippet, indexTerms, parseQuery} from '../text';
import {readTokenTerms} from '../token-recipes';

// Tokens as the index writes them: parts at a case boundary, a code name, a name with dots.
export const sampleTokens = ['^Tool|Hive', '&ghcr.io', '%spec.oidc|Config.issuer', '^--proxy-port'];
export const sampleText = 'The MCPServer’s spec.oidcConfig sets --proxy-port for ToolHive’s café';
export const sampleQuery = 'run mcp-server';

/** Runs the text code on the samples; twice, as V8 compiles a pattern on its second run. */
export function warmUpTextCode(): void {
  for (let round = 0; round < 2; round += 1) {
    for (const token of sampleTokens) readTokenTerms(token);
    indexTerms(sampleText);
    const terms = parseQuery(sampleQuery);
    highlightAndSnippet(sampleText, terms, 10);
  }
}
