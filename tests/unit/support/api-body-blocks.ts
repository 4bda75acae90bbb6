// Finds the JSON bodies of the ToolHive API that a hand-written page shows and
// checks each against the API schema. Two kinds of body:
//
// - JSON blocks that say which body they are in their info string:
//     ```json api="POST /api/v1beta/workloads request"    the request body
//     ```json api="GET /api/v1beta/workloads 200"         the 200 response
//     ```json api="none"                                  not an API body (a client's settings file...)
//   On a page that talks about the API (it mentions `/api/v1beta` or
//   `thv serve`), every JSON block must say one of these, so a new body cannot
//   go unchecked.
// - Inline bodies of `curl` commands in shell blocks (`-d '{…}'`), whose method
//   and URL already say which request they are.
import {
  bodyChecker,
  bodySchema,
  closedSchema,
  formatBodyRef,
  parseBodyRef,
  pathTemplate,
  type BodyRef,
} from '../../../scripts/lib/api-bodies';
import type {ApiSpec} from '../../../scripts/lib/openapi-spec';
import {
  commandLines,
  extractShellBlocks,
  splitCommands,
} from '../../../scripts/lib/thv-command-lines';
import {extractCodeBlocks, readFrontMatter, stripJsonComments} from './docs-files';

export type BodyReport = {
  /** `page:line` and what marks the body there: the place to fix. */
  where: string;
  /** The body it was checked as; absent for a JSON block that should say what it is. */
  body?: string;
  problems: string[];
};

type Check = ReturnType<typeof bodyChecker>;

const jsonLanguages = new Set(['json', 'jsonc']);
const talksAboutTheApi = (source: string) => /\/api\/v1beta\b|\bthv serve\b/.test(source);
const annotation = (meta: string) => /(?:^|\s)api="([^"]*)"/.exec(meta)?.[1];
const annotationForms = 'api="METHOD /path request", api="METHOD /path STATUS" or api="none"';

function checkBody(
  where: string,
  ref: BodyRef,
  text: string,
  spec: ApiSpec,
  check: Check,
): BodyReport {
  const body = formatBodyRef(ref);
  const {schema, problem} = bodySchema(spec, ref);
  if (!schema) return {where, body, problems: [problem!]};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {where, body, problems: [`not JSON: ${(error as Error).message}`]};
  }
  return {where, body, problems: check(closedSchema(schema), value)};
}

function jsonBlockReports(page: string, source: string, spec: ApiSpec, check: Check) {
  const apiPage = talksAboutTheApi(source);
  const reports: BodyReport[] = [];
  for (const block of extractCodeBlocks(source)) {
    if (!jsonLanguages.has(block.language)) continue;
    const value = annotation(block.meta);
    if (value === 'none') continue;
    if (value === undefined) {
      if (apiPage) {
        reports.push({
          where: `${page}:${block.line}`,
          problems: [
            `this page talks about the API, so the block must say what it is: ${annotationForms}`,
          ],
        });
      }
      continue;
    }
    const where = `${page}:${block.line} api="${value}"`;
    const ref = parseBodyRef(value);
    const text = block.language === 'jsonc' ? stripJsonComments(block.code) : block.code;
    reports.push(
      ref
        ? checkBody(where, ref, text, spec, check)
        : {where, problems: [`write the body as ${annotationForms}`]},
    );
  }
  return reports;
}

const dataOptions = new Set(['-d', '--data', '--data-raw', '--data-binary', '--json']);

/** Method, URL and inline body of a `curl` command, from its words. */
export function curlRequest(words: string[]): {method: string; url?: string; data?: string} {
  let method: string | undefined;
  let url: string | undefined;
  let data: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const word = words[i];
    const [option, attached] = word.startsWith('--')
      ? word.split(/=(.*)/s)
      : [word.slice(0, 2), word.slice(2)];
    if (option === '-X' || option === '--request') method = attached || words[++i];
    else if (dataOptions.has(option)) data = attached || words[++i];
    else if (/^https?:\/\//.test(word)) url = word;
  }
  return {method: (method ?? (data === undefined ? 'GET' : 'POST')).toUpperCase(), url, data};
}

function curlReports(page: string, source: string, spec: ApiSpec, check: Check) {
  const reports: BodyReport[] = [];
  for (const block of extractShellBlocks(source)) {
    for (const line of commandLines(block)) {
      for (const words of splitCommands(line.text)) {
        if (words[0] !== 'curl') continue;
        const {method, url, data} = curlRequest(words);
        // A body from a file (`--data @file.json`) is checked where the page shows the file.
        if (!url || data === undefined || data.startsWith('@')) continue;
        let path: string;
        try {
          path = new URL(url).pathname;
        } catch {
          reports.push({
            where: `${page}:${line.line}`,
            problems: [`curl URL does not parse: ${url}`],
          });
          continue;
        }
        if (!path.startsWith('/api/')) continue;
        const where = `${page}:${line.line} curl -X ${method} ${path}`;
        const template = pathTemplate(spec, method, path);
        reports.push(
          template
            ? checkBody(where, {method, path: template, part: 'request'}, data, spec, check)
            : {
                where,
                body: `${method} ${path} request`,
                problems: [`the API has no operation ${method} ${path}`],
              },
        );
      }
    }
  }
  return reports;
}

/**
 * The bodies of one page, each with its problems (none when it fits), and the
 * JSON blocks that should say whether they are bodies. Generated pages have
 * none: their examples come from the spec and have their own tests.
 */
export function apiBodyReports(
  page: string,
  source: string,
  spec: ApiSpec,
  check: Check,
): BodyReport[] {
  if (readFrontMatter(source)?.generated_by !== undefined) return [];
  return [
    ...jsonBlockReports(page, source, spec, check),
    ...curlReports(page, source, spec, check),
  ];
}
