// Request samples for one API call, in the languages a reader is likely to
// script in. Pure and free of Node APIs: the generator writes them into the
// pages and the request builder redraws them as the reader types.

export type SampleRequest = {
  operationId: string;
  method: string;
  baseUrl: string;
  /** Path template such as `/api/v1beta/workloads/{name}`. */
  path: string;
  pathValues: Record<string, string>;
  /** Query parameters with a value; empty ones are left out. */
  query: Record<string, string>;
  /** Parsed JSON body, or undefined when the operation takes none. */
  body?: unknown;
  /** What a successful answer carries that is worth printing: JSON, text (logs), or nothing. */
  responseBody: ResponseBody;
};

export type ResponseBody = 'json' | 'text' | 'none';

export type SampleLanguage = 'curl' | 'javascript' | 'python' | 'go' | 'thv';

export const sampleLanguages: {id: SampleLanguage; label: string; codeLanguage: string}[] = [
  {id: 'curl', label: 'curl', codeLanguage: 'bash'},
  {id: 'javascript', label: 'JavaScript', codeLanguage: 'js'},
  {id: 'python', label: 'Python', codeLanguage: 'python'},
  {id: 'go', label: 'Go', codeLanguage: 'go'},
  {id: 'thv', label: 'thv', codeLanguage: 'bash'},
];

export function requestUrl(request: SampleRequest): string {
  const base = request.baseUrl.replace(/\/+$/, '');
  const path = request.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(request.pathValues[name] ?? ''),
  );
  const query = Object.entries(request.query)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join('&');
  return `${base}${path}${query ? `?${query}` : ''}`;
}

function shellQuote(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replaceAll("'", `'\\''`)}'`;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function curlSample(request: SampleRequest): string {
  const lines = [
    `curl${request.method === 'GET' ? '' : ` -X ${request.method}`} ${shellQuote(requestUrl(request))}`,
  ];
  if (request.body !== undefined) {
    lines.push(`  -H 'Content-Type: application/json'`, `  -d ${shellQuote(json(request.body))}`);
  }
  return lines.join(' \\\n');
}

function jsString(text: string): string {
  return `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'").replaceAll('\n', '\\n')}'`;
}

export function javascriptSample(request: SampleRequest): string {
  const options: string[] = [];
  if (request.method !== 'GET') options.push(`  method: '${request.method}',`);
  if (request.body !== undefined) {
    options.push(
      `  headers: {'Content-Type': 'application/json'},`,
      `  body: JSON.stringify(${json(request.body).replaceAll('\n', '\n  ')}),`,
    );
  }
  const call = options.length
    ? `await fetch(${jsString(requestUrl(request))}, {\n${options.join('\n')}\n});`
    : `await fetch(${jsString(requestUrl(request))});`;
  return [
    `const response = ${call}`,
    // Errors are plain text, so read the body as text before anything else.
    'if (!response.ok) throw new Error(`${response.status}: ${await response.text()}`);',
    {
      json: 'console.log(await response.json());',
      text: 'console.log(await response.text());',
      none: 'console.log(response.status);',
    }[request.responseBody],
  ].join('\n');
}

function pythonLiteral(value: unknown, indent: string): string {
  if (value === null) return 'None';
  if (value === true) return 'True';
  if (value === false) return 'False';
  if (typeof value === 'string' || typeof value === 'number') return JSON.stringify(value);
  const inner = `${indent}    `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    return `[\n${value.map((item) => `${inner}${pythonLiteral(item, inner)},`).join('\n')}\n${indent}]`;
  }
  const entries = Object.entries(value as Record<string, unknown>);
  if (entries.length === 0) return '{}';
  return `{\n${entries.map(([key, item]) => `${inner}${JSON.stringify(key)}: ${pythonLiteral(item, inner)},`).join('\n')}\n${indent}}`;
}

export function pythonSample(request: SampleRequest): string {
  const args = [`    ${JSON.stringify(requestUrl(request))},`];
  if (request.body !== undefined) args.push(`    json=${pythonLiteral(request.body, '    ')},`);
  args.push('    timeout=70,');
  return [
    'import requests',
    '',
    `response = requests.${request.method.toLowerCase()}(`,
    ...args,
    ')',
    'response.raise_for_status()',
    {
      json: 'print(response.json())',
      text: 'print(response.text)',
      none: 'print(response.status_code)',
    }[request.responseBody],
  ].join('\n');
}

function goString(text: string): string {
  // A raw string literal keeps JSON readable; it cannot hold a backtick.
  return text.includes('`') ? JSON.stringify(text) : `\`${text}\``;
}

export function goSample(request: SampleRequest): string {
  const hasBody = request.body !== undefined;
  const imports = ['"fmt"', '"io"', '"net/http"', ...(hasBody ? ['"strings"'] : [])];
  const lines = [
    'package main',
    '',
    'import (',
    ...imports.map((name) => `\t${name}`),
    ')',
    '',
    'func main() {',
  ];
  if (hasBody) {
    lines.push(`\tbody := strings.NewReader(${goString(json(request.body))})`);
  }
  lines.push(
    `\treq, err := http.NewRequest(${JSON.stringify(request.method)}, ${JSON.stringify(requestUrl(request))}, ${hasBody ? 'body' : 'nil'})`,
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
  );
  if (hasBody) lines.push('\treq.Header.Set("Content-Type", "application/json")');
  lines.push(
    '\tresp, err := http.DefaultClient.Do(req)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tdefer resp.Body.Close()',
    '\tout, err := io.ReadAll(resp.Body)',
    '\tif err != nil {',
    '\t\tpanic(err)',
    '\t}',
    '\tfmt.Println(resp.Status, string(out))',
    '}',
  );
  return lines.join('\n');
}

type Body = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : []);

/**
 * The `thv` command that does the same as the call, or undefined when the CLI
 * has none. Only options the command line really has are used (checked
 * against data/thv-cli.json by the unit tests).
 */
export function thvSample(request: SampleRequest): string | undefined {
  const name = shellQuote(request.pathValues.name ?? '');
  const body = (request.body ?? {}) as Body;
  switch (request.operationId) {
    case 'getVersion':
      return 'thv version';
    case 'listWorkloads':
      return request.query.all === 'true' ? 'thv list --all' : 'thv list';
    case 'stopWorkload':
      return `thv stop ${name}`;
    case 'restartWorkload':
      return `thv restart ${name}`;
    case 'deleteWorkload':
      return `thv rm ${name}`;
    case 'listRegistryServers':
      return 'thv registry list';
    case 'getRegistryServer':
      return `thv registry info ${shellQuote(request.pathValues.serverName ?? '')}`;
    case 'listClients':
      return 'thv config list-registered-clients';
    case 'registerClient':
      return `thv config register-client ${shellQuote(text(body.name))}`;
    case 'createWorkload':
      return createWorkloadCommand(body);
    case 'getWorkloadLogs':
      return `thv logs ${name}`;
    case 'unregisterClient':
      return `thv config remove-client ${name}`;
    case 'listSecrets':
      return 'thv secret list';
    case 'deleteSecret':
      return `thv secret delete ${shellQuote(request.pathValues.key ?? '')}`;
    default:
      return undefined;
  }
}

function createWorkloadCommand(body: Body): string {
  const words = ['thv run'];
  const flag = (option: string, value: unknown) => {
    if (value !== undefined && value !== '' && value !== null)
      words.push(`${option} ${shellQuote(String(value))}`);
  };
  flag('--name', body.name);
  flag('--transport', body.transport);
  flag('--target-port', body.target_port);
  flag('--host', body.host);
  flag('--permission-profile', body.permission_profile);
  flag('--authz-config', body.authz_config);
  for (const variable of list(body.env_vars)) flag('--env', variable);
  for (const volume of list(body.volumes)) flag('--volume', volume);
  if (Array.isArray(body.secrets)) {
    for (const secret of body.secrets as Body[])
      flag('--secret', `${text(secret.name)},target=${text(secret.target)}`);
  }
  const oidc = (body.oidc ?? {}) as Body;
  flag('--oidc-issuer', oidc.issuer);
  flag('--oidc-audience', oidc.audience);
  flag('--oidc-jwks-url', oidc.jwks_url);
  flag('--oidc-client-id', oidc.client_id);
  words.push(shellQuote(text(body.image) || '<image>'));
  const args = list(body.cmd_arguments);
  if (args.length) words.push('--', ...args.map(shellQuote));
  return words.join(' ');
}

export function buildSamples(request: SampleRequest): Partial<Record<SampleLanguage, string>> {
  const samples: Partial<Record<SampleLanguage, string>> = {
    curl: curlSample(request),
    javascript: javascriptSample(request),
    python: pythonSample(request),
    go: goSample(request),
  };
  const thv = thvSample(request);
  if (thv !== undefined) samples.thv = thv;
  return samples;
}
