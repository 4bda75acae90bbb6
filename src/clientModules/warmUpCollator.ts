import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// The theme sorts with `localeCompare` while the page hydrates. The first call in a page builds
// the browser's collator, about 15 ms on a desktop and four times that on a mid-range phone,
// inside whichever render needs it first. Build it in a task of its own instead, while the
// page's chunks download.
if (ExecutionEnvironment.canUseDOM) setTimeout(() => 'a'.localeCompare('b'), 0);
