// A docs library of one version, the current one, for tests built on one docs build.
import {currentVersion} from '../../data/docs-versions';
import type {Docs} from '../src/docs';
import {createLibrary, type DocsLibrary} from '../src/library';
import {createDocsSearch, type DocsSearch} from '../src/search';

export function singleVersion(
  docs: Docs,
  search: DocsSearch = createDocsSearch(docs),
): DocsLibrary {
  return createLibrary([{version: currentVersion, docs, search}]);
}
