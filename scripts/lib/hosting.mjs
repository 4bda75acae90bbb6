// Pure builders of the hosting configuration from data/hosting.json: the nginx includes
// (deploy/nginx/http.conf and server.conf), vercel.json, the Content-Security-Policy with the
// hashes of a build's inline scripts, and the main nginx.conf that `npm run serve:prod` and the
// nginx tests write for one run. scripts/gen-hosting.mjs writes the committed files.
import {createHash} from 'node:crypto';
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export const generatedNotice =
  'Generated from data/hosting.json by scripts/gen-hosting.mjs; do not edit (npm run gen:hosting).';

/** `/assets/**` -> a regular expression on the whole path; `**` spans slashes. */
export function globToRegExpSource(glob) {
  const body = glob
    .split('**')
    .map((part) => part.replace(/[.+?^${}()|[\]\\*]/g, '\\$&'))
    .join('.*');
  return `^${body}$`;
}

/** `/assets/**` -> Vercel's path syntax (path-to-regexp), `/assets/:rest*`. */
export function globToVercelSource(glob) {
  if (!glob.includes('**')) return glob;
  if (!glob.endsWith('/**') || glob.indexOf('**') !== glob.length - 2) {
    throw new Error(`Only a trailing /** is supported in ${glob}`);
  }
  return `${glob.slice(0, -3)}/:rest*`;
}

/** The Cache-Control value of a path: the first caching rule whose pattern matches. */
export function cacheControlFor(rules, pathname) {
  const rule = rules.caching.find((entry) =>
    entry.paths.some((glob) => new RegExp(globToRegExpSource(glob)).test(pathname)),
  );
  return rule?.cacheControl;
}

/** The policy as one header value; `scriptSources` are added to script-src. */
export function contentSecurityPolicy(rules, scriptSources) {
  return rules.contentSecurityPolicy.directives
    .map(([name, ...values]) =>
      [name, ...values, ...(name === 'script-src' ? scriptSources : [])].join(' '),
    )
    .join('; ');
}

function htmlFilesUnder(dir) {
  return readdirSync(dir, {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const javascriptTypes = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The text of every script the browser runs from an HTML page (not src=, not JSON data blocks). */
export function inlineScriptsOf(html) {
  const scripts = [];
  for (const [, attributes, text] of html.matchAll(scriptElement)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(` ${attributes}`)?.[1] ?? '';
    if (!javascriptTypes.has(type.toLowerCase())) continue;
    scripts.push(text);
  }
  return scripts;
}

/** The CSP sources (`'sha256-…'`) of every distinct inline script in the HTML pages of `buildDir`, sorted. */
export function inlineScriptHashes(buildDir) {
  const hashes = new Set();
  for (const file of htmlFilesUnder(buildDir)) {
    for (const text of inlineScriptsOf(readFileSync(file, 'utf8'))) {
      hashes.add(`'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** A double-quoted nginx string; `$name` in it is a variable. */
function quote(value) {
  if (value.includes('"')) throw new Error(`Cannot quote for nginx: ${value}`);
  return `"${value}"`;
}

/** A double-quoted nginx string that must be sent as written. */
function literal(value) {
  if (value.includes('$')) throw new Error(`A literal value for nginx holds a $: ${value}`);
  return quote(value);
}

/** The http-level include: the policy of one build, as the variable server.conf sends. */
export function nginxCspInclude(rules, hashes) {
  return [
    `# The Content-Security-Policy of one build: script-src lists the sha256 of its ${hashes.length} inline scripts.`,
    '# Written by scripts/gen-hosting.mjs --csp <build dir> <file>; do not edit.',
    `map $host $content_security_policy {`,
    `    default ${literal(contentSecurityPolicy(rules, hashes))};`,
    `}`,
    '',
  ].join('\n');
}

const compressedTypes = [
  'text/plain',
  'text/css',
  'text/markdown',
  'text/xml',
  'text/yaml',
  'application/javascript',
  'application/json',
  'application/xml',
  'application/manifest+json',
  'image/svg+xml',
];

/** deploy/nginx/http.conf: types, compression and the maps server.conf reads. */
export function nginxHttpConf(rules) {
  const lines = [`# ${generatedNotice}`, '# Include in the http block, after mime.types.', ''];
  lines.push(
    'types {',
    '    text/markdown md;',
    '    text/yaml yaml yml;',
    '    application/manifest+json webmanifest;',
    '    text/javascript mjs;',
    '}',
    'charset utf-8;',
    `charset_types text/css text/plain text/markdown text/xml text/yaml application/javascript application/json application/xml image/svg+xml;`,
    '',
    '# Text files are compressed at build time (scripts/precompress.mjs writes file.gz beside each);',
    '# anything without a .gz twin is compressed on the fly.',
    'gzip_static on;',
    'gzip on;',
    'gzip_vary on;',
    'gzip_comp_level 6;',
    'gzip_min_length 1024;',
    `gzip_types ${compressedTypes.join(' ')};`,
    '',
    '# Cache-Control by the path of the file served (after try_files picked it).',
    'map $uri $cache_control {',
  );
  for (const rule of rules.caching) {
    for (const glob of rule.paths) {
      lines.push(`    ${quote(`~${globToRegExpSource(glob)}`)} ${literal(rule.cacheControl)};`);
    }
  }
  lines.push('}', '');
  lines.push(
    '# A page and its Markdown twin are two answers for one URL.',
    'map $uri $vary_accept {',
    '    "~\\.(html|md)$" "Accept";',
    '    default "";',
    '}',
    '',
  );
  const accept = rules.markdownNegotiation.acceptPattern.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  lines.push(
    `# Accept: ${rules.markdownNegotiation.acceptPattern} on a page URL serves its .md twin (/a/b -> /a/b.md, /a/ -> /a/index.md).`,
    'map $http_accept $markdown_twin_ext {',
    `    "~*${accept}" ".md";`,
    '    default "";',
    '}',
    'map $http_accept $markdown_twin_index {',
    `    "~*${accept}" "index.md";`,
    '    default "";',
    '}',
    '',
  );
  lines.push(
    '# Redirect targets, built from the raw request line (never from the decoded $uri, which could',
    '# carry a line break into the Location header).',
    'map $request_uri $html_redirect {',
  );
  for (const redirect of rules.redirects) {
    const [pathPart] = redirect.from.split('?');
    const source = pathPart
      .split('{path}')
      .map((part) => part.replace(/[.+?^$()|[\]\\*]/g, '\\$&'))
      .join('(?<path>[^?]*?)');
    const target = redirect.to.replaceAll('{path}', '$path');
    lines.push(`    ${quote(`~^${source}(?<query>\\?.*)?$`)} ${quote(`${target}$query`)};`);
  }
  lines.push('    default "";', '}', '');
  const tlsHeader = rules.tlsOnlyHeaders[0];
  lines.push(
    `# ${tlsHeader.name} only over HTTPS: on a TLS connection, or behind a TLS front that says so.`,
    'map $scheme$http_x_forwarded_proto $tls_only_header {',
    `    "~https" ${literal(tlsHeader.value)};`,
    '    default "";',
    '}',
    '',
  );
  return `${lines.join('\n')}`;
}

/** deploy/nginx/server.conf: headers, redirects, the not-found page, /mcp and the files. */
export function nginxServerConf(rules) {
  const lines = [
    `# ${generatedNotice}`,
    '# Include in a server block that sets `root` to the built site. The http block must include',
    '# http.conf and a Content-Security-Policy include (scripts/gen-hosting.mjs --csp), and define',
    '# `upstream docs_mcp` (the docs MCP server, npm run mcp -- --http).',
    '',
    'server_tokens off;',
    'absolute_redirect off;',
    'error_page 404 /404.html;',
    '',
  ];
  for (const header of rules.securityHeaders) {
    lines.push(`add_header ${header.name} ${literal(header.value)} always;`);
  }
  lines.push(
    'add_header Content-Security-Policy $content_security_policy always;',
    `add_header ${rules.tlsOnlyHeaders[0].name} $tls_only_header always;`,
    'add_header Cache-Control $cache_control always;',
    'add_header Vary $vary_accept;',
    '',
    'location = /404.html {',
    '    internal;',
    '}',
    '',
    '# /a/b.html -> /a/b and /a/index.html -> /a/ (301), query kept.',
    'location ~ \\.html$ {',
    '    if ($html_redirect = "") {',
    '        return 404;',
    '    }',
    '    return 301 $html_redirect;',
    '}',
    '',
    '# The docs MCP server, over Streamable HTTP. It checks Origin and Host itself; Host is passed on.',
    `location = ${rules.mcpPath} {`,
    '    proxy_pass http://docs_mcp;',
    '    proxy_http_version 1.1;',
    '    proxy_set_header Host $host;',
    '    proxy_set_header Connection "";',
    '    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    '    proxy_set_header X-Forwarded-Proto $scheme;',
    '    proxy_buffering off;',
    '    proxy_read_timeout 1h;',
    '    client_max_body_size 1m;',
    '}',
    '',
    'location / {',
    '    try_files $uri$markdown_twin_ext $uri$markdown_twin_index $uri $uri/index.html =404;',
    '}',
    '',
  );
  return lines.join('\n');
}

/** vercel.json: the same headers, caching and redirects for Vercel. */
export function vercelConfig(rules) {
  const everyPath = '/:rest*';
  // Vercel applies every matching rule and a later one wins, so the most general come first.
  const caching = [...rules.caching].reverse().flatMap((rule) =>
    rule.paths.map((glob) => ({
      source: globToVercelSource(glob),
      headers: [{key: 'Cache-Control', value: rule.cacheControl}],
    })),
  );
  return {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    redirects: rules.redirects.map((redirect) => ({
      source: redirect.from.replaceAll('{path}', ':path(.*)'),
      destination: redirect.to.replaceAll('{path}', ':path'),
      statusCode: 301,
    })),
    headers: [
      {
        source: everyPath,
        headers: [
          ...rules.securityHeaders.map((header) => ({key: header.name, value: header.value})),
          {
            key: 'Content-Security-Policy',
            value: contentSecurityPolicy(
              rules,
              rules.contentSecurityPolicy.scriptSrcWhereHeadersPrecedeTheBuild,
            ),
          },
          ...rules.tlsOnlyHeaders.map((header) => ({key: header.name, value: header.value})),
        ],
      },
      ...caching,
    ],
  };
}

export function vercelJson(rules) {
  return `${JSON.stringify(vercelConfig(rules), null, 2)}\n`;
}

/**
 * The main nginx.conf for one run: unprivileged paths under `runDir`, the committed includes
 * from `deployDir`, the CSP include, `root` and the MCP upstream.
 */
export function nginxMainConf({runDir, deployDir, cspFile, root, listen, mcpAddress, user}) {
  return [
    '# Written for one run by scripts/serve-prod.mjs; the rules live in deploy/nginx/.',
    ...(user ? [`user ${user};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${path.join(runDir, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events {',
    '    worker_connections 512;',
    '}',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    `    include ${path.join(deployDir, 'http.conf')};`,
    `    include ${cspFile};`,
    '    access_log off;',
    '    sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
      (kind) => `    ${kind}_temp_path ${path.join(runDir, kind)};`,
    ),
    '    upstream docs_mcp {',
    `        server ${mcpAddress};`,
    '    }',
    '    server {',
    `        listen ${listen};`,
    `        root ${root};`,
    `        include ${path.join(deployDir, 'server.conf')};`,
    '    }',
    '}',
    '',
  ].join('\n');
}
