// Docusaurus plugin: after the build, writes a Markdown twin next to every
// docs page (page URL + `.md`), /llms.txt, /llms-full.txt and /llms.json (the
// same data for programs such as the docs MCP server). Everything comes from
// the docs plugin's loaded docs and sidebar.
import {mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import path from 'node:path';

import type {LoadContext, Plugin} from '@docusaurus/types';

import type {Scope} from './estree';
import {transformMdx, parseMarkdown, type MdNode, type UrlKind} from './mdxToMarkdown';
import {
  renderCategoryTwin,
  renderLlmsFull,
  renderLlmsTxt,
  renderTwin,
  type SiteInfo,
} from './render';
import {
  buildSiteModel,
  pagesInOrder,
  type DocInput,
  type SiteModel,
  type SidebarInput,
  type TreeItem,
} from './site';
import {sectionFiles} from './sections';
import {absoluteUrl, routeKey} from './twinPath';
import {cursorInstallLink, hostedMcpUrl, vscodeInstallLink} from '../../src/utils/mcpInstallLinks';

export type LlmsTxtOptions = {
  /** Heading of llms.txt; defaults to the site title. */
  title?: string;
  /** One paragraph about the product, quoted under the heading. */
  summary: string;
  /** Extra notes under the summary. */
  details?: string;
  /** The sidebar that orders the outputs; defaults to the first one. */
  sidebarId?: string;
  /** Values MDX expressions may use, e.g. {toolhiveVersion: 'v0.0.47'}. */
  scope?: Scope;
  /** Rewrites a link of a source file before it is resolved (as a remark step does for the pages). */
  rewriteUrl?: (url: string, sourceFile: string) => string;
  /** Notes for an older docs version's llms.txt, by version name; `details` serves the current one. */
  versionDetails?: Record<string, string>;
};

/**
 * What the client side reads (usePluginData('llms-txt')): that every docs page and generated
 * index has a Markdown twin at twinPathOf(its path). The map of twins is not sent: it would cost
 * every reader some 2 KB of JavaScript per docs version for what twinPathOf computes.
 */
export type LlmsTxtGlobalData = {twins: 'docs pages'};

/** The shape of build/llms.json. */
export type LlmsJson = {
  title: string;
  summary: string;
  siteUrl: string;
  pages: {
    kind: 'doc' | 'category';
    title: string;
    description: string;
    permalink: string;
    url: string;
    twinPath: string;
    twinUrl: string;
    inSidebar: boolean;
  }[];
  tree: TreeItem[];
};

type LoadedVersion = {
  versionName: string;
  label: string;
  /** The version's base path: `/` for the current docs, `/v0.0.47` for an older version. */
  path: string;
  isLast?: boolean;
  docs: DocInput[];
  sidebars: {[id: string]: SidebarInput[]};
};

type DocsContent = {loadedVersions: LoadedVersion[]};

/** One docs version's pages and where its llms.txt files go. */
type VersionModel = {
  name: string;
  label: string;
  isLast: boolean;
  /** Folder of the version's llms.txt, llms-full.txt and llms.json: `''` or `/v0.0.47`. */
  outPrefix: string;
  site: SiteModel;
};

/** Finds Docusaurus's emitted copy of a local image (assets/images/name-hash.ext). */
function assetFinder(outDir: string): (file: string) => string | undefined {
  let index: Map<string, string[]> | undefined;
  return (file) => {
    if (!index) {
      index = new Map();
      const dir = path.join(outDir, 'assets', 'images');
      let names: string[] = [];
      try {
        names = readdirSync(dir);
      } catch {
        names = [];
      }
      for (const name of names) {
        const match = /^(.*)-[0-9a-f]{6,}(\.[^.]+)$/.exec(name);
        if (!match) continue;
        const key = match[1] + match[2];
        index.set(key, [...(index.get(key) ?? []), name]);
      }
    }
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch {
      return undefined;
    }
    const candidates = index.get(path.basename(file)) ?? [];
    const dir = path.join(outDir, 'assets', 'images');
    const found = candidates.find((name) => {
      const candidate = path.join(dir, name);
      return statSync(candidate).size === bytes.length && readFileSync(candidate).equals(bytes);
    });
    return found ? `/assets/images/${found}` : undefined;
  };
}

function checkOptions(raw: unknown): LlmsTxtOptions {
  const options = (raw ?? {}) as Partial<LlmsTxtOptions>;
  if (typeof options.summary !== 'string' || !options.summary.trim()) {
    throw new Error(
      'llms-txt: the option "summary" (one paragraph about the product) is required.',
    );
  }
  for (const [name, text] of Object.entries(options.versionDetails ?? {})) {
    if (typeof text !== 'string') {
      throw new Error(
        `llms-txt: the notes of version "${name}" in "versionDetails" must be a string.`,
      );
    }
  }
  for (const key of ['title', 'details', 'sidebarId'] as const) {
    if (options[key] !== undefined && typeof options[key] !== 'string') {
      throw new Error(`llms-txt: the option "${key}" must be a string.`);
    }
  }
  return options as LlmsTxtOptions;
}

export default function llmsTxtPlugin(context: LoadContext, rawOptions: unknown): Plugin {
  const options = checkOptions(rawOptions);
  const {siteDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/+$/, '') + siteConfig.baseUrl.replace(/\/+$/, '');
  let versions: VersionModel[] | undefined;

  return {
    name: 'llms-txt',

    async allContentLoaded({allContent, actions}) {
      const content = allContent['docusaurus-plugin-content-docs']?.default as
        DocsContent | undefined;
      if (!content) throw new Error('llms-txt needs the docs plugin (id "default").');
      const baseUrl = siteConfig.baseUrl.replace(/\/+$/, '');
      versions = content.loadedVersions.map((version) => {
        const sidebarId = options.sidebarId ?? Object.keys(version.sidebars)[0];
        const sidebar = version.sidebars[sidebarId];
        if (!sidebar) {
          throw new Error(`llms-txt: version ${version.label} has no sidebar "${sidebarId}".`);
        }
        const isLast = version.isLast ?? version === content.loadedVersions[0];
        const versionPath = version.path.replace(/\/+$/, '');
        return {
          name: version.versionName,
          label: version.label,
          isLast,
          outPrefix: isLast ? '' : versionPath.slice(baseUrl.length),
          site: buildSiteModel(version.docs, sidebar),
        };
      });
      actions.setGlobalData({twins: 'docs pages'} satisfies LlmsTxtGlobalData);
    },

    async postBuild({outDir}) {
      if (!versions) throw new Error('llms-txt: the docs were not loaded.');
      const title = options.title ?? siteConfig.title;
      const older = versions.filter((version) => !version.isLast);
      for (const version of versions) {
        const info: SiteInfo = {
          siteUrl,
          title: version.isLast ? title : `${title} ${version.label}`,
          summary: options.summary,
          details: version.isLast
            ? options.details
            : (options.versionDetails?.[version.name] ?? options.details),
          otherVersions: version.isLast
            ? older.map((other) => ({
                label: `${title} ${other.label}`,
                url: absoluteUrl(siteUrl, `${other.outPrefix}/llms.txt`),
              }))
            : undefined,
        };
        writeVersion(version, info, outDir);
      }
    },
  };

  function writeVersion({site, outPrefix}: VersionModel, info: SiteInfo, outDir: string): void {
    const pagesByKey = new Map(site.pages.map((page) => [routeKey(page.permalink), page]));
    const pagesBySource = new Map(
      site.pages
        .filter((page) => page.source)
        .map((page) => [sourceFile(siteDir, page.source!), page]),
    );
    const findAsset = assetFinder(outDir);
    const warnings: string[] = [];
    const twins = new Map<string, string>();

    for (const page of site.pages) {
      let markdown: string;
      if (page.kind === 'category') {
        markdown = renderCategoryTwin(page, site, siteUrl);
      } else {
        const file = sourceFile(siteDir, page.source!);
        const resolveUrl = (written: string, kind: UrlKind, fromFile: string): string => {
          const url = options.rewriteUrl ? options.rewriteUrl(written, fromFile) : written;
          // `pathname:///file` is Docusaurus's way to link a static file without the router; a
          // twin is read outside the site, so it gets the file's absolute URL.
          if (url.startsWith('pathname://')) {
            return absoluteUrl(siteUrl, url.slice('pathname://'.length).replace(/^\/*/, ''));
          }
          if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//') || url.startsWith('#'))
            return url;
          const [, pathPart, suffix] = /^([^?#]*)(.*)$/.exec(url)!;
          if (!pathPart) return url;
          if (/\.mdx?$/.test(pathPart) && !pathPart.startsWith('/')) {
            const target = pagesBySource.get(
              path.resolve(path.dirname(fromFile), decodeURI(pathPart)),
            );
            if (target) return absoluteUrl(siteUrl, target.twinPath) + suffix;
            warnings.push(`${page.source}: no page for the link ${url}`);
            return url;
          }
          if (kind === 'image' && !pathPart.startsWith('/')) {
            const asset = findAsset(path.resolve(path.dirname(fromFile), decodeURI(pathPart)));
            if (asset) return absoluteUrl(siteUrl, asset);
          }
          const absolute = new URL(url, absoluteUrl(siteUrl, page.permalink));
          const target = kind === 'link' ? pagesByKey.get(routeKey(absolute.pathname)) : undefined;
          if (target)
            return absoluteUrl(siteUrl, target.twinPath) + absolute.search + absolute.hash;
          return absolute.href;
        };
        const components = {
          // The builder only rewrites the samples the page already has as code blocks, and the
          // redirect only maps old Redoc anchors: neither has anything to say in Markdown.
          ApiAnchorRedirect: (): MdNode[] => [],
          ApiRequestBuilder: (): MdNode[] => [],
          McpInstallLinks: (): MdNode[] =>
            parseMarkdown(
              [
                `- Endpoint (Streamable HTTP): \`${hostedMcpUrl(siteUrl)}\``,
                `- [Add to Cursor](${cursorInstallLink(siteUrl)})`,
                `- [Add to VS Code](${vscodeInstallLink(siteUrl)})`,
              ].join('\n'),
            ),
          DocCardList: (): MdNode[] => {
            const category = findCategory(site.tree, page.permalink);
            if (!category) return [];
            const lines = category.items.flatMap((item) => {
              const target =
                item.type === 'link' ? undefined : pagesByKey.get(routeKey(item.permalink ?? ''));
              if (!target) return [];
              const link = `[${target.title}](${absoluteUrl(siteUrl, target.twinPath)})`;
              return [`- ${target.description ? `${link}: ${target.description}` : link}`];
            });
            return parseMarkdown(lines.join('\n'));
          },
        };
        const {tree} = transformMdx(readFileSync(file, 'utf8'), {
          filePath: file,
          siteDir,
          resolveUrl,
          components,
          scope: options.scope,
          warn: (message) => warnings.push(message),
        });
        markdown = renderTwin(
          tree,
          page.title,
          absoluteUrl(siteUrl, page.permalink),
          page.lastUpdatedAt,
        );
      }
      twins.set(page.permalink, markdown);
      const target = path.join(outDir, page.twinPath);
      mkdirSync(path.dirname(target), {recursive: true});
      writeFileSync(target, markdown);
    }

    const ordered = pagesInOrder(site);
    const versionDir = path.join(outDir, outPrefix);
    mkdirSync(versionDir, {recursive: true});
    const bySection = sectionFiles(
      site,
      ordered,
      (page) => twins.get(page.permalink)!,
      (section, part, parts) =>
        `# ${info.title}: ${section}${parts > 1 ? `, part ${part} of ${parts}` : ''}\n\n> The full text of these docs' ${section} pages, one after another. ${absoluteUrl(siteUrl, `${outPrefix}/llms.txt`.replace(/^\/+/, '/'))} lists every section.\n`,
    );
    for (const file of bySection) writeFileSync(path.join(versionDir, file.fileName), file.text);
    const fullTextFiles = bySection.map((file) => ({
      label: file.parts > 1 ? `${file.section}, part ${file.part} of ${file.parts}` : file.section,
      url: absoluteUrl(siteUrl, `${outPrefix}/${file.fileName}`.replace(/^\/+/, '/')),
      holds: `the full text of ${file.pageTitles.length} ${file.pageTitles.length === 1 ? 'page' : 'pages'} (${[...file.text].length.toLocaleString('en-US')} characters): ${file.pageTitles.join('; ')}`,
    }));
    writeFileSync(path.join(versionDir, 'llms.txt'), renderLlmsTxt(site, {...info, fullTextFiles}));
    writeFileSync(
      path.join(versionDir, 'llms-full.txt'),
      renderLlmsFull(
        info,
        ordered.map((page) => twins.get(page.permalink)!),
      ),
    );
    const json: LlmsJson = {
      title: info.title,
      summary: info.summary,
      siteUrl,
      pages: site.pages.map((page) => ({
        kind: page.kind,
        title: page.title,
        description: page.description,
        permalink: page.permalink,
        url: absoluteUrl(siteUrl, page.permalink),
        twinPath: page.twinPath,
        twinUrl: absoluteUrl(siteUrl, page.twinPath),
        inSidebar: page.inSidebar,
      })),
      tree: site.tree,
    };
    writeFileSync(path.join(versionDir, 'llms.json'), `${JSON.stringify(json, null, 2)}\n`);
    for (const warning of new Set(warnings)) console.warn(`[llms-txt] ${warning}`);
  }
}

function sourceFile(siteDir: string, source: string): string {
  return source.startsWith('@site/')
    ? path.join(siteDir, source.slice('@site/'.length))
    : path.resolve(siteDir, source);
}

function findCategory(
  items: TreeItem[],
  permalink: string,
): Extract<TreeItem, {type: 'category'}> | undefined {
  for (const item of items) {
    if (item.type !== 'category') continue;
    if (item.permalink && routeKey(item.permalink) === routeKey(permalink)) return item;
    const inner = findCategory(item.items, permalink);
    if (inner) return inner;
  }
  return undefined;
}
