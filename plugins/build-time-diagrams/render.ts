import {createHash} from 'node:crypto';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

type Renderer = typeof import('beautiful-mermaid').renderMermaidSVG;

/** The file of beautiful-mermaid's ESM entry point, found from this file's folder upwards. */
function entryFile(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const packageDir = path.join(dir, 'node_modules', 'beautiful-mermaid');
    if (existsSync(packageDir)) {
      const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
      return path.join(packageDir, manifest.exports['.'].import);
    }
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('beautiful-mermaid is not installed: run npm install.');
    dir = parent;
  }
}

let renderer: Promise<Renderer> | undefined;

/**
 * Loads the renderer once. beautiful-mermaid exports an ESM entry only, and Docusaurus loads the
 * site config (and so this file) with jiti, whose `import()` resolves like `require` and finds no
 * entry; by file path, Node (20.19 or later) loads it. Vitest resolves the plain name.
 */
export function loadRenderer(): Promise<Renderer> {
  renderer ??= import('beautiful-mermaid')
    .catch(() => import(entryFile()) as Promise<typeof import('beautiful-mermaid')>)
    .then((module) => module.renderMermaidSVG);
  return renderer;
}

export type RenderedDiagram = {
  /** The SVG markup, coloured by the `--_…` variables that `src/css/custom.css` sets per colour mode. */
  svg: string;
  /** The short name of the diagram (Mermaid's `accTitle`). */
  title: string;
  /** What the diagram shows, in words (Mermaid's `accDescr`). */
  description: string;
};

/** Reads `accTitle: …` and `accDescr: …` lines, which beautiful-mermaid does not understand. */
function splitAccessibility(source: string) {
  let title = '';
  let description = '';
  const lines = source.split('\n').filter((line) => {
    const match = /^\s*(accTitle|accDescr)\s*:\s*(.*)$/.exec(line);
    if (!match) return true;
    if (match[1] === 'accTitle') title = match[2].trim();
    else description = match[2].trim();
    return false;
  });
  return {code: lines.join('\n'), title, description};
}

/**
 * Draws a Mermaid diagram as SVG in Node. The diagram must name itself with `accTitle:` and
 * describe itself with `accDescr:`, which become its accessible name and text alternative.
 * `where` names the diagram in error messages.
 */
export async function renderDiagram(source: string, where: string): Promise<RenderedDiagram> {
  const renderMermaidSVG = await loadRenderer();
  const {code, title, description} = splitAccessibility(source);
  const missing = [!title && 'accTitle', !description && 'accDescr'].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(
      `${where}: the Mermaid diagram needs ${missing.join(' and ')} lines (its accessible name and text alternative), for example "accTitle: How a request flows".`,
    );
  }
  let svg: string;
  try {
    svg = renderMermaidSVG(code, {bg: 'transparent', fg: 'currentColor', transparent: true});
  } catch (error) {
    throw new Error(
      `${where}: the Mermaid diagram could not be drawn: ${(error as Error).message}`,
    );
  }
  // Marker ids must be unique on a page that holds several diagrams.
  const prefix = `d${createHash('sha256').update(code).digest('hex').slice(0, 8)}-`;
  svg = svg
    // The colours and fonts live in the site's stylesheet (both colour modes, the site's own
    // font); the renderer's own style block would load a web font from a third party.
    .replace(/<style>[\s\S]*?<\/style>\s*/, '')
    .replace(/^<svg([^>]*?) style="[^"]*"/, '<svg$1')
    .replace(/ id="([^"]+)"/g, ` id="${prefix}$1"`)
    .replace(/url\(#([^)]+)\)/g, `url(#${prefix}$1)`)
    .replace(/^<svg /, '<svg aria-hidden="true" focusable="false" ')
    // Smaller pages: the renderer's bookkeeping attributes and float noise (4.199999999999999)
    // are bytes in every diagram page's JavaScript and HTML, and change nothing drawn.
    .replace(/ (?:data-[a-z-]+|class)="[^"]*"/g, '')
    .replace(/\d+\.\d{2,}/g, (number) => String(Math.round(Number(number) * 10) / 10))
    .replace(/\n\s*/g, '\n');
  return {svg, title, description};
}
