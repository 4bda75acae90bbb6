// Pins every Docusaurus internal the site's speed layer and theme wrappers depend on. When an
// upgrade moves or renames one of these, this file fails first and names it, instead of a
// technique silently switching off. Route chunk names are checked against a real build in
// tests/e2e/speed-layer.spec.ts.
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

import {describe, expect, it} from 'vitest';

import {buildOnlyKeys} from '../../plugins/client-site-config';
import {ssrTemplate} from '../../plugins/first-paint/ssrTemplate';
import {colorModeToggle} from '../../plugins/first-paint/scripts/earlyInput';

const require = createRequire(import.meta.url);
// Packages' `exports` maps hide their lib/ files from require.resolve, so read them by path.
const modulePath = (name: string) => {
  const parts = name.split('/');
  const file = path.join('node_modules', ...parts);
  if (existsSync(file) || parts.length <= 2) return file;
  return existsSync(`${file}.js`) ? `${file}.js` : path.join(file, 'index.js');
};
const moduleText = (name: string) => readFileSync(modulePath(name), 'utf8');

describe('deep imports', () => {
  it.each([
    // plugins/staged-start/client/entry.ts evaluates these in steps.
    '@docusaurus/core/lib/client/App',
    '@docusaurus/core/lib/client/clientEntry',
    // plugins/hydration-transitions replaces these two modules.
    '@docusaurus/core/lib/client/browserContext.js',
    '@docusaurus/theme-common/lib/hooks/useWindowSize.js',
    // plugins/utils-common-esm re-exports the package's helpers from these files.
    '@docusaurus/utils-common/lib/applyTrailingSlash.js',
    '@docusaurus/utils-common/lib/stringUtils.js',
    '@docusaurus/utils-common/lib/errorUtils.js',
  ])('%s still exists', (name) => {
    expect(existsSync(modulePath(name))).toBe(true);
  });

  it.each([
    ['@docusaurus/theme-classic', 'DocBreadcrumbs'],
    ['@docusaurus/theme-classic', 'MDXComponents'],
    ['@docusaurus/theme-classic', 'Navbar/MobileSidebar'],
    ['@docusaurus/theme-classic', 'DocSidebar/Mobile'],
    ['@docusaurus/theme-classic', 'CodeBlock'],
    ['@docusaurus/theme-classic', 'CodeBlock/Content'],
    ['@docusaurus/theme-classic', 'CodeBlock/Content/String'],
    ['@docusaurus/theme-classic', 'Tabs'],
    ['@docusaurus/theme-classic', 'DocVersionBanner'],
  ])('the theme component we wrap or replace, %s %s, still exists', (theme, component) => {
    expect(existsSync(modulePath(`${theme}/lib/theme/${component}`))).toBe(true);
  });
});

describe('the version metadata plugins/version-metadata-trim rewrites', () => {
  it('is a docs route prop, written under p/ of the docs plugin data', () => {
    expect(moduleText('@docusaurus/plugin-content-docs/lib/routes.js')).toMatch(
      /version: \(0, props_1\.toVersionMetadataProp\)/,
    );
    expect(moduleText('@docusaurus/core/lib/server/codegen/codegenRoutes.js')).toContain(
      "path_1.default.posix.join(plugin.name, plugin.id, 'p', generateRoutePropFilename(route))",
    );
  });

  it('holds each doc as {id, title, description, sidebar} next to the sidebars', () => {
    const props = moduleText('@docusaurus/plugin-content-docs/lib/props.js');
    expect(props).toMatch(/description: doc\.description,\s*sidebar: doc\.sidebar,/);
    expect(props).toMatch(
      /docsSidebars: toSidebarsProp\(loadedVersion\),\s*docs: toVersionDocsProp/,
    );
  });

  it('only DocCard reads a doc description, through useDocById', () => {
    const themeDir = modulePath('@docusaurus/theme-classic/lib/theme');
    const readers = (readdirSync(themeDir, {recursive: true}) as string[])
      .filter((file) => file.endsWith('.js'))
      .filter((file) => readFileSync(path.join(themeDir, file), 'utf8').includes('useDocById'));
    expect(readers).toEqual([path.join('DocCard', 'index.js')]);
    expect(moduleText('@docusaurus/theme-classic/lib/theme/DocCard/index.js')).toContain(
      'item.description ?? doc?.description',
    );
  });
});

describe('@docusaurus/theme-common/internal', () => {
  const internal = moduleText('@docusaurus/theme-common/lib/internal.js');
  it.each([
    'useNavbarMobileSidebar',
    'useCodeBlockContext',
    'CodeBlockContextProvider',
    'createCodeBlockMetadata',
    'getPrismCssVariables',
  ])('still exports %s', (name) => {
    expect(internal).toMatch(new RegExp(`\\b${name}\\b`));
  });
});

describe("why src/theme/CodeBlock/Content/String.tsx replaces the theme's", () => {
  // When this fails, the stock code block no longer builds the collator: go back to it.
  it("the theme's word-wrap hook still sorts with localeCompare on every render", () => {
    expect(moduleText('@docusaurus/theme-common/lib/hooks/useCodeWordWrap.js')).toContain(
      'useMutationObserver(',
    );
    expect(moduleText('@docusaurus/theme-common/lib/hooks/useMutationObserver.js')).toContain(
      'useShallowMemoObject(options)',
    );
    expect(moduleText('@docusaurus/theme-common/lib/utils/reactUtils.js')).toMatch(
      /export function useShallowMemoObject\(obj\) \{[^}]*localeCompare/,
    );
  });
});

describe('the page template', () => {
  it('is built from the installed default, which has not changed since we wrote ours', () => {
    // plugins/first-paint/ssrTemplate.ts is Docusaurus' default with the scripts loaded after
    // the first paint. If the default changes, review ours against it, then update the hash.
    const installed = (
      require(path.resolve(modulePath('@docusaurus/core/lib/ssg/ssgTemplate.html.js'))) as {
        default: string;
      }
    ).default;
    const hash = createHash('sha256').update(installed).digest('hex').slice(0, 16);
    expect(hash).toBe('ae8832e42eb13a74');
    for (const placeholder of [
      'it.htmlAttributes',
      'it.headTags',
      'it.preBodyTags',
      'it.appHtml',
      'it.postBodyTags',
      'it.bodyAttributes',
    ]) {
      expect(installed).toContain(placeholder);
      expect(ssrTemplate).toContain(placeholder);
    }
  });
});

describe('storage keys and markup the inline scripts read', () => {
  it('the colour mode is stored under "theme"', () => {
    expect(moduleText('@docusaurus/theme-common/lib/contexts/colorMode.js')).toContain(
      "const ColorModeStorageKey = 'theme'",
    );
  });

  it('the announcement bar id is stored under "docusaurus.announcement.id"', () => {
    expect(moduleText('@docusaurus/theme-common/lib/contexts/announcementBar.js')).toContain(
      "createStorageSlot('docusaurus.announcement.id')",
    );
  });

  it('the preferred docs version is stored under "docs-preferred-version-<plugin id>"', () => {
    expect(
      moduleText('@docusaurus/plugin-content-docs/lib/client/docsPreferredVersion.js'),
    ).toContain('`docs-preferred-version-${pluginId}`');
  });

  it('the colour-mode toggle is still named as the early-input script expects', () => {
    const label = /\^="([^"]+)"/.exec(colorModeToggle)![1];
    const toggle = moduleText('@docusaurus/theme-classic/lib/theme/ColorModeToggle/index.js');
    // Rendered disabled until hydration, which is why the early-input script enables it.
    expect(toggle).toContain('disabled={!isBrowser}');
    expect(toggle).toContain(`'${label} (currently {mode})'`);
  });

  it('hydration still sets data-has-hydrated on <html>', () => {
    expect(moduleText('@docusaurus/core/lib/client/hasHydratedDataAttribute.js')).toContain(
      'data-has-hydrated',
    );
  });
});

describe('the generated files our loaders rewrite', () => {
  const codegen = moduleText('@docusaurus/core/lib/server/codegen/codegen.js');
  const codegenRoutes = moduleText('@docusaurus/core/lib/server/codegen/codegenRoutes.js');

  it('keep their names in .docusaurus/', () => {
    // plugins/later-version-routes, plugins/compact-global-data, plugins/client-site-config.
    expect(codegenRoutes).toContain("generate)(generatedFilesDir, 'routes.js', routesConfig)");
    expect(codegenRoutes).toContain("generate)(generatedFilesDir, 'routesChunkNames.json'");
    expect(codegenRoutes).toContain("generate)(generatedFilesDir, 'registry.js'");
    expect(codegen).toContain("generate)(generatedFilesDir, 'globalData.json'");
    expect(codegen).toContain('`${utils_1.DEFAULT_CONFIG_FILE_NAME}.mjs`');
    expect(codegen).toContain('export default ${JSON.stringify(siteConfig, null, 2)};');
    // The format of the route table and registry is checked against the installed generator in
    // plugins/later-version-routes/tests.
  });

  it('are read by the browser as plugins/later-version-routes expects', () => {
    // ComponentCreator looks a route's chunk names and registry entries up when it is called,
    // which is why the older version's module adds its own before it builds its routes.
    const creator = moduleText('@docusaurus/core/lib/client/exports/ComponentCreator.js');
    expect(creator).toContain('const chunkNames = routesChunkNames[`${path}-${hash}`];');
    expect(creator).toContain('const chunkRegistry = registry[chunkName];');
    expect(creator).toContain('modules.push(chunkRegistry[1]);');
    // The module paths are only reported to react-loadable's server-side capture.
    expect(moduleText('react-loadable/lib/index.js')).toContain(
      'if (this.context && Array.isArray(opts.modules)) {',
    );
    // Only the top level of the route table is read once; nested routes are read at each render.
    expect(moduleText('@docusaurus/core/lib/client/App.js')).toContain(
      'const routesElement = renderRoutes(routes);',
    );
    expect(moduleText('@docusaurus/theme-classic/lib/theme/DocsRoot/index.js')).toContain(
      'renderRoutes(props.route.routes)',
    );
  });

  it('preload(pathname) is still the function our replacement copies, imported as ./preload', () => {
    const preload = moduleText('@docusaurus/core/lib/client/preload.js');
    expect(preload).toContain('Array.from(new Set([pathname, decodeURI(pathname)]))');
    expect(preload).toContain('.map((p) => matchRoutes(routes, p))');
    expect(preload).toContain('matches.map((match) => match.route.component.preload?.())');
    for (const importer of ['PendingNavigation.js', 'docusaurus.js', 'clientEntry.js']) {
      expect(moduleText(`@docusaurus/core/lib/client/${importer}`)).toMatch(
        /import \w+ from '\.\/preload';/,
      );
    }
  });

  it('the client manifest, which names the older routes chunk’s file, is still written there', () => {
    // plugins/later-version-routes reads it after the build (origins by chunk name, then assets).
    const client = moduleText('@docusaurus/core/lib/webpack/client.js');
    expect(client).toContain("path_1.default.join(generatedFilesDir, 'client-manifest.json')");
    const manifestFile = '.docusaurus/client-manifest.json';
    if (!existsSync(manifestFile)) return;
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    expect(Object.keys(manifest)).toEqual(expect.arrayContaining(['origins', 'assets']));
  });

  it('the docs plugin lists each doc in global data as {id, path, sidebar}', () => {
    // plugins/compact-global-data writes these short and reads them back.
    const globalData = moduleText('@docusaurus/plugin-content-docs/lib/globalData.js');
    expect(globalData).toMatch(
      /id: doc\.id,\s*path: doc\.permalink,\s*\/\/[^\n]*\n\s*\.\.\.\(doc\.unlisted && \{ unlisted: doc\.unlisted \}\),[\s\S]*?sidebar: doc\.sidebar,/,
    );
  });
});

describe('the bundler output plugins/chunk-file-names changes', () => {
  it('names chunk files by chunk name, and gca still maps names to ids', () => {
    expect(moduleText('@docusaurus/core/lib/webpack/base.js')).toMatch(
      /chunkFilename: isProd\s*\? 'assets\/js\/\[name\]\.\[contenthash:8\]\.js'/,
    );
    const chunkAsset = moduleText('@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js');
    expect(chunkAsset).toContain('const chunkIdToName = chunk.getChunkMaps(false).name;');
    expect(chunkAsset).toContain(
      '[chunkId]||chunkId; return ${publicPath} + ${getChunkScriptFilename}(chunkId);',
    );
  });
});

describe('the minifier plugins/minifier-keeps-functions replaces', () => {
  it("is one SWC minimizer, made from @docusaurus/faster's options and nothing else", () => {
    const minification = moduleText('@docusaurus/bundler/lib/minification.js');
    expect(minification.match(/new rspack\.SwcJsMinimizerRspackPlugin\(/g)).toHaveLength(1);
    expect(minification).toMatch(
      /const swcJsMinimizerOptions = await \(0, importFaster_1\.importSwcJsMinimizerOptions\)\(\);\s*return \[/,
    );
    expect(minification).toMatch(
      /new rspack\.SwcJsMinimizerRspackPlugin\(\{\s*minimizerOptions: \{\s*minify: true,\s*\/\/ @ts-expect-error: annoying type incompatibility\s*ecma: swcJsMinimizerOptions\.ecma,\s*\.\.\.swcJsMinimizerOptions,\s*\},\s*\}\)/,
    );
    expect(moduleText('@docusaurus/bundler/lib/importFaster.js')).toMatch(
      /async function importSwcJsMinimizerOptions\(\) \{\s*const faster = await ensureFaster\(\);\s*return faster\.getSwcJsMinimizerOptions\(\);\s*\}/,
    );
  });
});

describe('site config keys plugins/client-site-config keeps out of the browser', () => {
  // Every browser-side file of Docusaurus, its themes and this site.
  const browserDirs = [
    '@docusaurus/core/lib/client',
    '@docusaurus/theme-common/lib',
    '@docusaurus/theme-classic/lib/theme',
    '@docusaurus/plugin-content-docs/lib/client',
  ].map(modulePath);
  const ours = [
    'src',
    ...readdirSync('plugins').flatMap((name) =>
      ['client', 'theme'].map((dir) => path.join('plugins', name, dir)).filter(existsSync),
    ),
  ];
  const files = [...browserDirs, ...ours].flatMap((dir) =>
    (readdirSync(dir, {recursive: true}) as string[])
      .filter((file) => /\.(js|tsx?)$/.test(file) && !file.endsWith('.d.ts'))
      .filter((file) => !/(^|[\\/])tests?[\\/]/.test(file))
      .map((file) => path.join(dir, file)),
  );

  it.each(buildOnlyKeys)('no browser code reads siteConfig.%s', (key) => {
    expect(files.length).toBeGreaterThan(100);
    const readers = files.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return new RegExp(
        `siteConfig\\??\\.${key}\\b|\\{[^}]*\\b${key}\\b[^}]*\\}\\s*=\\s*siteConfig`,
      ).test(text);
    });
    expect(readers).toEqual([]);
  });
});
