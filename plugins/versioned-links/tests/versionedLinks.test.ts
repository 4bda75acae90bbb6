import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {describe, expect, it} from 'vitest';

import {currentVersion, olderVersion} from '../../../data/docs-versions';
import versionedLinks, {olderVersionOfFile, versionedUrl} from '../index';

async function rewrite(markdown: string, file: string): Promise<string> {
  const result = await unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkStringify)
    .use(versionedLinks)
    .process({value: markdown, path: file});
  return String(result);
}

describe('versioned links', () => {
  it('keeps an older version page in its version', async () => {
    const out = await rewrite(
      '[Quickstart](/toolhive/quickstart#step-1) and <Link to="/toolhive/reference/cli/thv_run">run</Link>, [spec](pathname:///api-specs/toolhive-api.yaml), [GitHub](https://github.com/stacklok/toolhive), [search](/search)',
      `/repo/${olderVersion.docsDir}/toolhive/index.mdx`,
    );
    expect(out).toContain('(/v0.0.47/toolhive/quickstart#step-1)');
    expect(out).toContain('to="/v0.0.47/toolhive/reference/cli/thv_run"');
    expect(out).toContain('(pathname:///api-specs/v0.0.47/toolhive-api.yaml)');
    expect(out).toContain('(https://github.com/stacklok/toolhive)');
    expect(out).toContain('(/search)');
  });

  it('leaves the current version alone', async () => {
    const out = await rewrite(
      '[Quickstart](/toolhive/quickstart)',
      '/repo/docs/toolhive/index.mdx',
    );
    expect(out).toContain('(/toolhive/quickstart)');
  });

  it('finds the version of a file and rewrites only docs routes', () => {
    expect(olderVersionOfFile(`/x/${olderVersion.docsDir}/toolhive/a.md`)).toBe(olderVersion);
    expect(olderVersionOfFile('/x/docs/toolhive/a.md')).toBeUndefined();
    expect(versionedUrl('/toolhive-other', olderVersion)).toBe('/toolhive-other');
    expect(versionedUrl('/toolhive/', currentVersion)).toBe('/toolhive/');
  });
});
