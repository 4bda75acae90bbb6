// The engine's text code, run twice on a few words while the index files download: the first
// run of each function is the slow one (V8 compiles it then), and a pattern is compiled on its
// second run; without this both come after the files are in, in the layout and in the first
// query, before the first hit. The words below go through the steps of the index's tokens, a
// text's words, a reader's query and a hit's highlight and snippet.
import {highlightAndSnippet, indexTerms, parseQuery} from '../text';
import {readTokenTerms} from '../token-recipes';

// Words as the index writes them as tokens (`writeToken`): parts at a case boundary, parts and a
// code name, parts and a dotted name's terms, and a flag.
export const sampleTokens = ['^Tool|Hive', '&ghcr.io', '%spec.oidc|Config.issuer', '^--proxy-port'];
export const sampleText = 'The MCPServer’s spec.oidcConfig sets --proxy-port for ToolHive’s café';
export const sampleQuery = 'run mcp-server';
// Fewer words than the text has, so that the snippet is cut.
const snippetWords = 4;

/** Runs the text code on the samples, twice. */
export function warmUpTextCode(): void {
  for (let round = 0; round < 2; round += 1) {
    for (const token of sampleTokens) readTokenTerms(token);
    indexTerms(sampleText);
    const terms = parseQuery(sampleQuery);
    highlightAndSnippet(sampleText, terms, snippetWords);
  }
}
