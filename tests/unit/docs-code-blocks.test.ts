// Every YAML and JSON code block in the docs parses, so readers can copy them.
//
// Languages checked: `yaml`/`yml` (every document of a multi-document block),
// `json`, and `jsonc` (JSON with comments, such as VS Code settings; comments
// are removed before parsing). Nothing is skipped. A block that is
// deliberately only part of a JSON object, such as one key of a settings
// file, carries the word `fragment` in its info string (```json fragment)
// and is parsed wrapped in braces instead.
import path from 'node:path';

import {describe, expect, test} from 'vitest';
import {parseAllDocuments} from 'yaml';

import {docsVersions} from '../../data/docs-versions';

import {
  extractCodeBlocks,
  listDocPages,
  readDocPage,
  stripJsonComments,
  type CodeBlock,
} from './support/docs-files';

const checkedLanguages = new Set(['yaml', 'yml', 'json', 'jsonc']);

/** Returns why a block does not parse, or `undefined` when it does. */
function parseProblem(block: CodeBlock): string | undefined {
  const isFragment = block.meta.split(/\s+/).includes('fragment');
  if (block.language === 'yaml' || block.language === 'yml') {
    const problems = parseAllDocuments(block.code).flatMap((doc) =>
      doc.errors.map((error) => error.message),
    );
    return problems.length > 0 ? problems.join('\n') : undefined;
  }
  let text = block.language === 'jsonc' ? stripJsonComments(block.code) : block.code;
  if (isFragment) text = `{${text}}`;
  try {
    JSON.parse(text);
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the parse check itself', () => {
  const block = (language: string, code: string, meta = ''): CodeBlock => ({
    language,
    meta,
    line: 1,
    code,
  });

  test('finds blocks inside list items and ignores other languages', () => {
    const source = [
      '1. Step',
      '',
      '   ```json title="a.json"',
      '   {"a": 1}',
      '   ```',
      '',
      '```bash',
      'thv list',
      '```',
    ].join('\n');
    const blocks = extractCodeBlocks(source);
    expect(blocks.map((b) => [b.language, b.meta, b.line, b.code])).toEqual([
      ['json', 'title="a.json"', 3, '{"a": 1}'],
      ['bash', '', 7, 'thv list'],
    ]);
  });

  test('rejects broken YAML and JSON', () => {
    expect(parseProblem(block('yaml', 'a: [1, 2'))).toBeDefined();
    expect(parseProblem(block('yaml', 'a: 1\n---\nb: : :'))).toBeDefined();
    expect(parseProblem(block('json', '{"a": 1,}'))).toBeDefined();
    expect(parseProblem(block('json', '"a": 1'))).toBeDefined();
  });

  test('accepts comments in jsonc and key-only blocks marked as fragments', () => {
    expect(parseProblem(block('jsonc', '{\n  // note\n  "url": "http://x/sse#y"\n}'))).toBe(
      undefined,
    );
    expect(parseProblem(block('json', '"a": {"b": 1}', 'fragment'))).toBeUndefined();
    expect(parseProblem(block('json', '{"a": 1}'))).toBeUndefined();
  });
});

// Every docs version's pages: docs/ and versioned_docs/version-<n>/.
const blocksByPage = docsVersions
  .flatMap((version) => {
    const dir = path.resolve(version.docsDir);
    return listDocPages(dir).map((page) => ({
      page: `${version.docsDir}/${page}`,
      blocks: extractCodeBlocks(readDocPage(page, dir)).filter((b) =>
        checkedLanguages.has(b.language),
      ),
    }));
  })
  .filter(({blocks}) => blocks.length > 0);

test('the docs of every version contain YAML or JSON blocks to check', () => {
  for (const version of docsVersions) {
    expect(blocksByPage.some(({page}) => page.startsWith(`${version.docsDir}/`))).toBe(true);
  }
});

describe.each(blocksByPage.map(({page, blocks}) => [page, blocks] as const))(
  'code blocks in %s',
  (page, blocks) => {
    test.each(blocks.map((block) => [block.language, block.line, block] as const))(
      '%s block at line %i parses',
      (language, line, block) => {
        expect(parseProblem(block), `${page}:${line} (${language})`).toBeUndefined();
      },
    );
  },
);
