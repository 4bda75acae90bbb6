import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import type {Options as VercelAnalyticsOptions} from '@docusaurus/plugin-vercel-analytics';

import {currentVersion, docsVersions, olderVersion} from './data/docs-versions';
import {toolhiveVersion} from './data/toolhive-version';
import buildTimeDiagrams from './plugins/build-time-diagrams';
import versionedLinks, {linkAsBuilt} from './plugins/versioned-links';
import firstPaintPlugin from './plugins/first-paint';
import {ssrTemplate} from './plugins/first-paint/ssrTemplate';
import hydrationTransitionsPlugin from './plugins/hydration-transitions';
import chunkFileNamesPlugin from './plugins/chunk-file-names';
import minifierKeepsFunctionsPlugin from './plugins/minifier-keeps-functions';
import compactGlobalDataPlugin from './plugins/compact-global-data';
import clientSiteConfigPlugin from './plugins/client-site-config';
import laterVersionRoutes, {type LaterVersionRoutesOptions} from './plugins/later-version-routes';
import utilsCommonEsmPlugin from './plugins/utils-common-esm';
import versionMetadataTrimPlugin from './plugins/version-metadata-trim';
import llmsTxtPlugin, {type LlmsTxtOptions} from './plugins/llms-txt';
import {lastUpdatedFromGit} from './plugins/last-updated';
import localSearch, {type LocalSearchOptions} from './plugins/local-search';
import {readAlgoliaEnv} from './plugins/local-search/env';
import prismLanguagesPlugin from './plugins/prism-languages';
import routePrefetchPlugin from './plugins/route-prefetch';
import stagedStartPlugin from './plugins/staged-start';
import rehypeTableLabels from './plugins/table-labels';
import tabPanelIds from './plugins/tab-panel-ids';
import legacyAnchors, {type LegacyAnchor} from './plugins/legacy-anchors';
import legacyAnchorJson from './data/legacy-anchors.json';
import searchRanking from './data/search-ranking.json';
import {prismThemeFromCssVariables} from './src/utils/prismThemes';
import {repositoryUrlFrom, siteUrlFrom} from './src/utils/siteUrl';
import {settingOrExit} from './src/utils/settingOrExit';

const legacyAnchorData = legacyAnchorJson as {aliases: LegacyAnchor[]};

// --- Environment switches -------------------------------------------------
// `docusaurus start` runs with NODE_ENV=development. The plugins that replace or alias Docusaurus
// internals for a smaller, faster production bundle are tested against production builds only,
// and one of them (utils-common-esm) crashed every page of the dev server, so the dev server runs
// without them.
const devServer = process.env.NODE_ENV === 'development';

// Everything that talks to a third party is off unless configured, so a
// default build makes no request outside the site.
const siteUrl = settingOrExit(() => siteUrlFrom(process.env));
const gtagId = process.env.GTAG_ID;
const vercelAnalytics = process.env.VERCEL_ANALYTICS === 'true';
// Search answers from an index built with the site, unless ALGOLIA_APP_ID and
// ALGOLIA_API_KEY (and optionally ALGOLIA_INDEX_NAME) select hosted Algolia.
const algolia = settingOrExit(() => readAlgoliaEnv(process.env));
// The repository that holds this site's sources: "Edit this page", the sources of generated
// pages and "Report a problem" link into it.
const repository = {
  url: settingOrExit(() => repositoryUrlFrom(process.env)),
  branch: process.env.REPOSITORY_BRANCH?.trim() || 'main',
};

// The API reference's OpenAPI file: rendered, indexed for search and served for download.

/** Every docs version but the current one, newest first. */
const olderVersions = docsVersions.filter((version) => !version.isCurrent);

/** A route prefix of the current docs and the same prefix in each older version. */
const inEveryVersion = (prefix: string) =>
  docsVersions.map((version) => `${version.routePrefix}${prefix}`);

// --- Site identity --------------------------------------------------------
const socialLinks = {
  github: 'https://github.com/stacklok/toolhive',
  discord: 'https://discord.gg/stacklok',
  youtube: 'https://youtube.com/@stacklok',
};

const config = {
  title: 'ToolHive Docs',
  tagline: 'Simple and secure AI tools',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl: '/',
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {label: 'English', direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    v4: true,
    faster: true,
    // "Last updated" is the date of the source's last commit; none in a shallow clone or tarball.
    experimental_vcs: lastUpdatedFromGit,
  },

  customFields: {repository},

  // The page template: the app's scripts load after the first paint.
  ssrTemplate,

  // Marks the element a link's fragment names after navigations inside the app.
  clientModules: ['./src/clientModules/hashTarget.ts'],

  // Plain storage keys (`theme`, …) as readers' browsers already know them.
  storage: {type: 'localStorage', namespace: false},

  markdown: {
    // future.v4 turns the classic `## Title {#id}` heading ids off; the docs rely on them for
    // stable anchors, and markdownlint understands that syntax.
    mdx1Compat: {headingIds: true},
    hooks: {onBrokenMarkdownLinks: 'warn'},
  },

  plugins: [
    firstPaintPlugin,
    prismLanguagesPlugin,
    ...(devServer
      ? []
      : [
          routePrefetchPlugin,
          stagedStartPlugin,
          hydrationTransitionsPlugin,
          utilsCommonEsmPlugin,
          versionMetadataTrimPlugin,
          clientSiteConfigPlugin,
          chunkFileNamesPlugin,
          minifierKeepsFunctionsPlugin,
          compactGlobalDataPlugin,
          [
            laterVersionRoutes,
            {
              prefixes: docsVersions
                .filter((version) => !version.isCurrent)
                .map((version) => version.routePrefix),
            } satisfies LaterVersionRoutesOptions,
          ],
        ]),
    [
      localSearch,
      {
        algolia,
        // Page ranks, pages found by name, side contexts and page keywords: data/search-ranking.json,
        // each route prefix in every docs version.
        pageRanks: Object.fromEntries(
          searchRanking.pageRanks.flatMap(({routes, rank}) =>
            routes.flatMap(inEveryVersion).map((route) => [route, rank]),
          ),
        ),
        namedPages: searchRanking.namedPages.routes.flatMap(inEveryVersion),
        contexts: searchRanking.contexts.map(({routes, words}) => ({
          routes: Object.keys(routes).flatMap(inEveryVersion),
          words: Object.keys(words),
        })),
        keywords: searchRanking.keywords.map(({routes, words}) => ({
          routes: routes.flatMap(inEveryVersion),
          words,
        })),
        // Each older version gets an index file of its own, loaded only when searched.
        olderVersions: Object.fromEntries(
          docsVersions
            .filter((version) => !version.isCurrent)
            .map((version) => [`docs-default-${version.name}`, version.name]),
        ),
      } satisfies LocalSearchOptions,
    ],
    [
      llmsTxtPlugin,
      {
        title: 'ToolHive',
        summary:
          'ToolHive runs Model Context Protocol (MCP) servers in isolated containers so that AI clients such as Claude Code, Cursor, Cline or VS Code can use their tools safely. It comes as the thv command line, a local REST API (thv serve) and a Kubernetes operator; it installs servers from a curated registry, a container image or a package (npx://, uvx://, go://), can keep their secrets in an encrypted store or 1Password, limits their file access with permission profiles, and adds them to the settings of supported clients.',
        details: `These docs describe ToolHive ${toolhiveVersion}, the current release. In it, thv run --isolate-network also holds a server to the network rules of its profile. Every page below is also available as Markdown at its URL plus \`.md\`; /llms-full.txt holds all of them in one file, and the files under Full text by section hold them by section, each under 100,000 characters.`,
        versionDetails: Object.fromEntries(
          olderVersions.map((version) => [
            version.name,
            `These docs describe ToolHive ${version.release}, an older release; /llms.txt describes the current one, ${currentVersion.release}. Every page below is also available as Markdown at its URL plus \`.md\`; ${version.routePrefix}/llms-full.txt holds all of them in one file, and the files under Full text by section hold them by section, each under 100,000 characters.`,
          ]),
        ),
        rewriteUrl: linkAsBuilt,
        scope: {toolhiveVersion},
      } satisfies LlmsTxtOptions,
    ],
    ...(vercelAnalytics
      ? [['vercel-analytics', {mode: 'auto'} satisfies VercelAnalyticsOptions]]
      : []),
  ],

  // --- Presets and theme --------------------------------------------------
  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: '/',
          sidebarPath: './sidebars.ts',
          beforeDefaultRemarkPlugins: [versionedLinks, buildTimeDiagrams],
          editUrl: `${repository.url}/edit/${repository.branch}/`,
          showLastUpdateTime: true,
          rehypePlugins: [
            rehypeTableLabels,
            tabPanelIds,
            [legacyAnchors, {aliases: legacyAnchorData.aliases, docsDir: currentVersion.docsDir}],
          ],
          lastVersion: 'current',
          // The current release at the site's plain paths; each older one under its
          // release prefix (/v0.0.47/) with the "no longer maintained" banner
          // (src/theme/DocVersionBanner adds the upgrade link).
          versions: {
            [currentVersion.name]: {label: currentVersion.release, badge: true},
            ...Object.fromEntries(
              olderVersions.map((version) => [
                version.name,
                {
                  label: version.release,
                  path: version.routePrefix.slice(1),
                  banner: 'unmaintained' as const,
                  badge: true,
                },
              ]),
            ),
          },
        },
        blog: false,
        pages: {},
        theme: {
          customCss: [
            './src/css/custom.css',
            './src/css/cli-reference.css',
            './src/css/registry.css',
            './src/css/targets.css',
            './src/css/version-banner.css',
          ],
        },
        sitemap: {ignorePatterns: ['/search/**', '/theme-preview']},
        gtag: gtagId ? {trackingID: gtagId, anonymizeIP: true} : undefined,
      } satisfies Preset.Options,
    ],
  ],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'theme-color', content: '#14121f'}],
    colorMode: {
      defaultMode: 'dark',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      id: `toolhive-${toolhiveVersion}`,
      content: `ToolHive ${toolhiveVersion} is out: see <a href="/toolhive/guides-cli/upgrade">what changed since ${olderVersion.release}</a>. New here? Start with the <a href="/toolhive/quickstart">quickstart</a>.`,
      backgroundColor: '#2a1f6e',
      textColor: '#ffffff',
      isCloseable: true,
    },
    navbar: {
      title: '',
      logo: {
        alt: 'ToolHive',
        src: 'img/logo-light.svg',
        srcDark: 'img/logo-dark.svg',
        href: '/',
        width: 132,
        height: 32,
      },
      items: [
        {
          type: 'docSidebar',
          sidebarId: 'toolhiveSidebar',
          position: 'left',
          label: 'ToolHive Docs',
        },
        {type: 'docsVersionDropdown', position: 'left', dropdownActiveClassDisabled: true},
        {type: 'search', position: 'right'},
        {
          href: socialLinks.github,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--github',
          'aria-label': 'ToolHive on GitHub',
        },
        {
          href: socialLinks.discord,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--discord',
          'aria-label': 'ToolHive community on Discord',
        },
        {
          href: socialLinks.youtube,
          position: 'right',
          className: 'navbar-icon-link navbar-icon-link--youtube',
          'aria-label': 'ToolHive videos on YouTube',
        },
      ],
    },
    footer: {
      style: 'dark',
      logo: {
        alt: 'ToolHive home',
        src: 'img/logo-dark.svg',
        srcDark: 'img/logo-dark.svg',
        href: '/',
        width: 132,
        height: 32,
      },
      links: [
        {label: 'GitHub', href: socialLinks.github},
        {label: 'Discord', href: socialLinks.discord},
        {label: 'YouTube', href: socialLinks.youtube},
      ],
      copyright: 'Copyright © 2025 The ToolHive documentation authors',
    },
    docs: {
      sidebar: {hideable: false, autoCollapseCategories: false},
    },
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: prismThemeFromCssVariables,
      darkTheme: prismThemeFromCssVariables,
      additionalLanguages: ['bash', 'json', 'powershell', 'docker', 'lua', 'python', 'yaml'],
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
