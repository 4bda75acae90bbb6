// Turns a Docusaurus MDX page into plain Markdown: tabs become labelled
// sections, admonitions become blockquotes that name their type, partials are
// inlined, imports, exports and JSX-only wrappers disappear, links become
// absolute. The result reads well in a terminal, an editor or a language model.
import {readFileSync} from 'node:fs';
import path from 'node:path';

import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';

import {evaluateProgram, readModule, unknownValue, type Scope} from './estree';
import {preprocessBody, splitFrontMatter, type FrontMatter} from './source';

/** A loose mdast/MDX node: the transformer handles many node kinds by name. */
export type MdNode = {
  type: string;
  children?: MdNode[];
  value?: string;
  [key: string]: unknown;
};

export type UrlKind = 'link' | 'image';

export type TransformOptions = {
  /** Absolute path of the source file: partials and relative links resolve from it. */
  filePath: string;
  /** Makes a link or image URL absolute; the default keeps it. */
  resolveUrl?: (url: string, kind: UrlKind, fromFile: string) => string;
  /** Components rendered by the caller, e.g. the API reference or a card list. */
  components?: {[name: string]: (attributes: Scope) => MdNode[]};
  /** Values that `{name}` expressions may use. */
  scope?: Scope;
  /** Where `@site/` points. */
  siteDir?: string;
  /** Told about content that could not be turned into Markdown. */
  warn?: (message: string) => void;
  readFile?: (file: string) => string;
};

export type TransformResult = {frontMatter: FrontMatter; tree: Root};

const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'image',
  'linkReference',
  'imageReference',
  'footnoteReference',
  'mdxTextExpression',
  'mdxJsxTextElement',
  'textDirective',
]);

const admonitionLabels: {[type: string]: string} = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
  important: 'Important',
  success: 'Success',
  secondary: 'Note',
};

const droppedElements = new Set(['head', 'script', 'style', 'meta', 'link', 'title', 'noscript']);
const unwrappedHtml = new Set([
  'div',
  'span',
  'p',
  'section',
  'article',
  'figure',
  'figcaption',
  'center',
  'small',
  'sup',
  'sub',
  'u',
  'mark',
  'abbr',
  'TabItem',
  'summary',
]);

const magicComment =
  /^\s*(?:\/\/|#|--|%|;|\/\*|\{\/\*|<!--)\s*highlight-(?:next-line|start|end)\s*(?:\*\/\}|\*\/|-->)?\s*$/;

const text = (value: string): MdNode => ({type: 'text', value});
const paragraph = (children: MdNode[]): MdNode => ({type: 'paragraph', children});
const strong = (children: MdNode[]): MdNode => ({type: 'strong', children});

/** Plain text of a subtree. */
export function plainText(node: MdNode | MdNode[]): string {
  if (Array.isArray(node)) return node.map(plainText).join('');
  if (typeof node.value === 'string' && node.type !== 'html') return node.value;
  if (node.type === 'image') return String(node.alt ?? '');
  return node.children ? plainText(node.children) : '';
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective);
const plainParser = unified().use(remarkParse).use(remarkGfm);
const printer = unified()
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    listItemIndent: 'one',
    rule: '-',
    resourceLink: true,
  })
  .use(remarkGfm);

/** Parses plain Markdown (no MDX), e.g. text a generator wrote. */
export function parseMarkdown(markdown: string): MdNode[] {
  return (plainParser.parse(markdown) as unknown as MdNode).children ?? [];
}

export function stringifyMarkdown(nodes: MdNode[]): string {
  const root = {type: 'root', children: nodes} as unknown as Root;
  return printer.stringify(root).replace(/\n{3,}/g, '\n\n');
}

type Attributes = {[name: string]: unknown};

class Transformer {
  private readonly imports: Map<string, string>;
  private readonly scope: Scope;
  private lastHeadingDepth = 1;

  constructor(
    private readonly options: TransformOptions,
    private readonly source: string,
    private readonly stack: string[],
    frontMatter: FrontMatter,
  ) {
    this.imports = new Map();
    this.scope = {...(options.scope ?? {}), frontMatter};
  }

  run(tree: MdNode): MdNode[] {
    // Imports and exports may come anywhere; read them all before anything else.
    for (const node of tree.children ?? []) {
      if (node.type !== 'mdxjsEsm') continue;
      const facts = readModule((node.data as {estree?: unknown})?.estree, this.scope);
      for (const [name, from] of facts.imports) this.imports.set(name, from);
      Object.assign(this.scope, facts.constants);
    }
    return this.flow(tree.children ?? [], true);
  }

  private warn(message: string): void {
    this.options.warn?.(`${path.basename(this.options.filePath)}: ${message}`);
  }

  /** Transforms children of a flow parent; loose phrasing is wrapped in paragraphs. */
  private flow(children: MdNode[], atRoot = false): MdNode[] {
    const out: MdNode[] = [];
    let run: MdNode[] = [];
    const flush = () => {
      if (run.some((node) => node.type !== 'text' || node.value?.trim())) out.push(paragraph(run));
      run = [];
    };
    for (const child of children) {
      for (const node of this.node(child, atRoot, false)) {
        if (phrasingTypes.has(node.type) || (node.type === 'html' && node.inline)) run.push(node);
        else {
          flush();
          out.push(node);
        }
      }
    }
    flush();
    return out;
  }

  /** Transforms children of a phrasing parent; block results are flattened to text. */
  private phrasing(children: MdNode[]): MdNode[] {
    const out: MdNode[] = [];
    for (const child of children) {
      for (const node of this.node(child, false, true)) {
        if (phrasingTypes.has(node.type) || node.type === 'html') out.push(node);
        else if (node.type === 'paragraph') out.push(...(node.children ?? []));
        else out.push(text(plainText(node)));
      }
    }
    return out;
  }

  private node(node: MdNode, atRoot: boolean, inPhrasing: boolean): MdNode[] {
    switch (node.type) {
      case 'mdxjsEsm':
      case 'yaml':
      case 'toml':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        return this.expression(node, inPhrasing);
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.element(node, atRoot, inPhrasing);
      case 'containerDirective':
        return this.admonition(node);
      case 'leafDirective':
      case 'textDirective': {
        // Not an admonition: Docusaurus prints these as the text they were written as.
        const raw = this.raw(node);
        return inPhrasing || node.type === 'textDirective' ? [text(raw)] : [paragraph([text(raw)])];
      }
      case 'code':
        return [this.code(node)];
      case 'link':
      case 'image':
      case 'definition':
        return [this.withUrl(node)];
      case 'heading': {
        if (atRoot) this.lastHeadingDepth = Number(node.depth);
        // `## Title {/* #id */}` leaves a trailing space once the id comment is gone.
        const children = this.phrasing(node.children ?? []);
        const last = children[children.length - 1];
        if (last?.type === 'text') last.value = last.value?.trimEnd();
        return [{...node, children}];
      }
      default:
        if (!node.children) return [node];
        return [{...node, children: this.childrenOf(node)}];
    }
  }

  private childrenOf(node: MdNode): MdNode[] {
    const children = node.children ?? [];
    const flowParents = new Set(['blockquote', 'listItem', 'footnoteDefinition', 'root']);
    if (flowParents.has(node.type)) return this.flow(children);
    if (node.type === 'list' || node.type === 'table' || node.type === 'tableRow') {
      return children.flatMap((child) => this.node(child, false, false));
    }
    return this.phrasing(children);
  }

  private raw(node: MdNode): string {
    const position = node.position as {start: {offset: number}; end: {offset: number}};
    return this.source.slice(position.start.offset, position.end.offset);
  }

  private resolve(url: string, kind: UrlKind): string {
    return this.options.resolveUrl
      ? this.options.resolveUrl(url, kind, this.options.filePath)
      : url;
  }

  private withUrl(node: MdNode): MdNode {
    const kind: UrlKind = node.type === 'image' ? 'image' : 'link';
    const next = {...node, url: this.resolve(String(node.url), kind)};
    if (node.children) next.children = this.phrasing(node.children);
    return next;
  }

  private expression(node: MdNode, inPhrasing: boolean): MdNode[] {
    const value = evaluateProgram((node.data as {estree?: unknown})?.estree, this.scope);
    if (value === undefined || value === null || value === false) return [];
    if (value === unknownValue || typeof value === 'object') {
      this.warn(`left out the expression {${node.value}}`);
      return [];
    }
    const node2 = text(String(value));
    return inPhrasing || node.type === 'mdxTextExpression' ? [node2] : [paragraph([node2])];
  }

  private attributes(node: MdNode): Attributes {
    const result: Attributes = {};
    for (const attribute of (node.attributes as MdNode[]) ?? []) {
      if (attribute.type !== 'mdxJsxAttribute') continue;
      const name = String(attribute.name);
      const value = attribute.value as MdNode | string | null | undefined;
      if (value === null || value === undefined) result[name] = true;
      else if (typeof value === 'string') result[name] = value;
      else {
        const estree = (value.data as {estree?: unknown})?.estree;
        result[name] = evaluateProgram(estree, this.scope);
      }
    }
    return result;
  }

  private code(node: MdNode): MdNode {
    const meta = typeof node.meta === 'string' ? node.meta : '';
    const title = /\btitle=(?:"([^"]*)"|'([^']*)')/.exec(meta);
    const value = String(node.value ?? '')
      .split('\n')
      .filter((line) => !magicComment.test(line))
      .join('\n');
    return {
      type: 'code',
      lang: node.lang ?? null,
      meta: title ? `title="${title[1] ?? title[2]}"` : null,
      value,
    };
  }

  private admonition(node: MdNode): MdNode[] {
    const name = String(node.name);
    const label = admonitionLabels[name];
    const children = [...(node.children ?? [])];
    if (!label) {
      this.warn(`unwrapped the unknown container :::${name}`);
      return this.flow(
        children.filter((child) => !(child.data as {directiveLabel?: boolean})?.directiveLabel),
      );
    }
    let title: MdNode[] = [];
    if ((children[0]?.data as {directiveLabel?: boolean})?.directiveLabel) {
      title = this.phrasing(children.shift()?.children ?? []);
    } else if (typeof (node.attributes as Attributes)?.title === 'string') {
      title = [text(String((node.attributes as Attributes).title))];
    }
    const heading = title.length ? strong([text(`${label}: `), ...title]) : strong([text(label)]);
    return [{type: 'blockquote', children: [paragraph([heading]), ...this.flow(children)]}];
  }

  private element(node: MdNode, atRoot: boolean, inPhrasing: boolean): MdNode[] {
    const name = typeof node.name === 'string' ? node.name : null;
    const children = node.children ?? [];
    const unwrap = () => (inPhrasing ? this.phrasing(children) : this.flow(children));
    if (name === null) return unwrap(); // a fragment
    const attributes = this.attributes(node);
    const component = this.options.components?.[name];
    if (component) return component(attributes);
    const imported = this.imports.get(name);
    if (imported && /\.mdx?$/.test(imported)) return this.partial(imported, inPhrasing);
    const inlineNode = (made: MdNode) => (inPhrasing ? [made] : [paragraph([made])]);
    switch (name) {
      case 'Tabs':
        return this.tabs(node, attributes, atRoot);
      case 'details':
        return this.details(node, inPhrasing);
      case 'ul':
      case 'ol':
        return this.list(node, name === 'ol');
      case 'kbd':
      case 'code':
      case 'var':
        return inlineNode({type: 'inlineCode', value: plainText(this.phrasing(children))});
      case 'strong':
      case 'b':
        return inlineNode(strong(this.phrasing(children)));
      case 'em':
      case 'i':
        return inlineNode({type: 'emphasis', children: this.phrasing(children)});
      case 'del':
      case 's':
        return inlineNode({type: 'delete', children: this.phrasing(children)});
      case 'a': {
        const href = typeof attributes.href === 'string' ? attributes.href : undefined;
        if (!href) return this.phrasing(children);
        return inlineNode({
          type: 'link',
          url: this.resolve(href, 'link'),
          children: this.phrasing(children),
        });
      }
      case 'br':
        return inPhrasing ? [{type: 'break'}] : [];
      case 'hr':
        return [{type: 'thematicBreak'}];
      case 'img':
      case 'ThemedImage': {
        const sources = attributes.sources as {light?: unknown} | undefined;
        const src = typeof attributes.src === 'string' ? attributes.src : sources?.light;
        const alt = typeof attributes.alt === 'string' ? attributes.alt : '';
        if (typeof src !== 'string') return alt ? inlineNode(text(`[Image: ${alt}]`)) : [];
        return inlineNode({type: 'image', url: this.resolve(src, 'image'), alt, title: null});
      }
      case 'Admonition': {
        const type = typeof attributes.type === 'string' ? attributes.type : 'note';
        const label = admonitionLabels[type] ?? 'Note';
        const title =
          typeof attributes.title === 'string' ? `${label}: ${attributes.title}` : label;
        return [
          {
            type: 'blockquote',
            children: [paragraph([strong([text(title)])]), ...this.flow(children)],
          },
        ];
      }
      case 'CodeBlock': {
        const value =
          typeof attributes.children === 'string' ? attributes.children : plainText(children);
        const title = typeof attributes.title === 'string' ? `title="${attributes.title}"` : null;
        const lang = typeof attributes.language === 'string' ? attributes.language : null;
        return [{type: 'code', lang, meta: title, value: value.replace(/^\n+|\s+$/g, '')}];
      }
      case 'K8sField': {
        // A field of the generated Kubernetes reference: its path heads its block.
        const path = typeof attributes.path === 'string' ? attributes.path : '';
        return [paragraph([strong([{type: 'inlineCode', value: path}])]), ...this.flow(children)];
      }
      case 'Mermaid':
        return typeof attributes.value === 'string'
          ? [{type: 'code', lang: 'mermaid', meta: null, value: attributes.value.trim()}]
          : [];
      default:
        if (droppedElements.has(name)) return [];
        if (!unwrappedHtml.has(name) && children.length === 0) {
          this.warn(`left out the component <${name} />, which has no Markdown form`);
        }
        return unwrap();
    }
  }

  private tabs(node: MdNode, attributes: Attributes, atRoot: boolean): MdNode[] {
    const labels = new Map<string, string>();
    if (Array.isArray(attributes.values)) {
      for (const entry of attributes.values as {value?: unknown; label?: unknown}[]) {
        if (typeof entry?.value === 'string' && typeof entry.label === 'string') {
          labels.set(entry.value, entry.label);
        }
      }
    }
    // Each tab becomes a list item that starts with its label in bold, so the
    // end of the group is unmistakable. Tabs that hold headings of their own
    // become headings one level down instead (only at the top level).
    const sections: {label: string; content: MdNode[]}[] = [];
    const loose: MdNode[] = [];
    for (const child of node.children ?? []) {
      const isTab =
        (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
        child.name === 'TabItem';
      if (!isTab) {
        loose.push(...this.flow([child]));
        continue;
      }
      const tab = this.attributes(child);
      const value = typeof tab.value === 'string' ? tab.value : undefined;
      const label =
        (typeof tab.label === 'string' && tab.label) ||
        (value && labels.get(value)) ||
        value ||
        `Option ${sections.length + 1}`;
      sections.push({label, content: this.flow(child.children ?? [])});
    }
    const hasHeadings = sections.some((section) =>
      section.content.some((part) => part.type === 'heading'),
    );
    if (atRoot && hasHeadings) {
      const depth = Math.min(6, this.lastHeadingDepth + 1);
      return [
        ...loose,
        ...sections.flatMap((section) => [
          {type: 'heading', depth, children: [text(section.label)]},
          ...section.content,
        ]),
      ];
    }
    const items = sections.map((section) => ({
      type: 'listItem',
      spread: true,
      children: [paragraph([strong([text(section.label)])]), ...section.content],
    }));
    return [...loose, {type: 'list', ordered: false, spread: true, children: items}];
  }

  /** A JSX list (written so its items can carry ids) becomes a Markdown list. */
  private list(node: MdNode, ordered: boolean): MdNode[] {
    const isItem = (child: MdNode) =>
      (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
      child.name === 'li';
    // Items written one per line parse as text elements inside one paragraph.
    const items = (node.children ?? [])
      .flatMap((child) => (child.type === 'paragraph' ? (child.children ?? []) : [child]))
      .filter(isItem)
      .map((item) => ({
        type: 'listItem',
        spread: false,
        children:
          item.type === 'mdxJsxTextElement'
            ? [paragraph(this.phrasing(item.children ?? []))]
            : this.flow(item.children ?? []),
      }));
    return [{type: 'list', ordered, spread: false, children: items}];
  }

  private details(node: MdNode, inPhrasing: boolean): MdNode[] {
    const children = node.children ?? [];
    const isElement = (child: MdNode) =>
      (child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement') &&
      child.name === 'summary';
    // An indented <summary> line parses as a paragraph that holds only the element.
    const summaryIn = (child: MdNode): MdNode | undefined => {
      if (isElement(child)) return child;
      if (child.type !== 'paragraph') return undefined;
      const parts = (child.children ?? []).filter(
        (part) => part.type !== 'text' || part.value?.trim(),
      );
      return parts.length === 1 && isElement(parts[0]) ? parts[0] : undefined;
    };
    const isSummary = (child: MdNode) => Boolean(summaryIn(child));
    const summaryHolder = children.find(isSummary);
    const summaryNode = summaryHolder && summaryIn(summaryHolder);
    const summary = summaryNode ? plainText(this.phrasing(summaryNode.children ?? [])).trim() : '';
    const open = `<details>\n<summary>${escapeHtml(summary || 'Details')}</summary>`;
    const rest = children.filter((child) => !isSummary(child));
    if (inPhrasing) {
      return [
        {type: 'html', value: open.replace('\n', ''), inline: true},
        ...this.phrasing(rest),
        {type: 'html', value: '</details>', inline: true},
      ];
    }
    return [{type: 'html', value: open}, ...this.flow(rest), {type: 'html', value: '</details>'}];
  }

  private partial(specifier: string, inPhrasing: boolean): MdNode[] {
    const file = specifier.startsWith('@site/')
      ? path.join(this.options.siteDir ?? process.cwd(), specifier.slice('@site/'.length))
      : path.resolve(path.dirname(this.options.filePath), specifier);
    if (this.stack.includes(file)) {
      this.warn(`did not inline ${specifier} again inside itself`);
      return [];
    }
    const read = this.options.readFile ?? ((name: string) => readFileSync(name, 'utf8'));
    let source: string;
    try {
      source = read(file);
    } catch {
      this.warn(`could not read the partial ${specifier}`);
      return [];
    }
    const nodes = transformSource(source, {...this.options, filePath: file}, [...this.stack, file]);
    const children = (nodes.tree as unknown as MdNode).children ?? [];
    if (inPhrasing) {
      return children.length === 1 && children[0].type === 'paragraph'
        ? (children[0].children ?? [])
        : [text(plainText(children))];
    }
    return children;
  }
}

function transformSource(
  source: string,
  options: TransformOptions,
  stack: string[],
): TransformResult {
  const {frontMatter, body} = splitFrontMatter(source, options.filePath);
  const prepared = preprocessBody(body);
  let tree: MdNode;
  try {
    tree = parser.parse(prepared) as unknown as MdNode;
  } catch (error) {
    throw new Error(`Could not parse ${options.filePath} as MDX: ${(error as Error).message}`);
  }
  const transformer = new Transformer(options, prepared, stack, frontMatter);
  const children = transformer.run(tree);
  return {frontMatter, tree: {type: 'root', children} as unknown as Root};
}

/** Parses an MDX page and returns its front matter and a plain-Markdown tree. */
export function transformMdx(source: string, options: TransformOptions): TransformResult {
  return transformSource(source, options, [options.filePath]);
}
