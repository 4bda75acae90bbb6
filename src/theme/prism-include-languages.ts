/**
 * The classic theme calls this once at start-up to add `additionalLanguages` to Prism. Here it
 * has nothing to do: plugins/prism-languages compiles those languages into the site's own Prism,
 * the same on the server and in the browser, so no grammar is added at run time.
 */
export default function prismIncludeLanguages(): void {}
