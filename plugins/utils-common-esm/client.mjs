// The exports of @docusaurus/utils-common's entry, without its tslib import (see ./index.ts).
export {
  default as applyTrailingSlash,
  addTrailingSlash,
  addLeadingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash.js';
export {
  addPrefix,
  removeSuffix,
  addSuffix,
  removePrefix,
} from '@docusaurus/utils-common/lib/stringUtils.js';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils.js';

// Anchors with a `__` prefix are skipped by search crawlers.
export const blogPostContainerID = '__blog-post-container';
