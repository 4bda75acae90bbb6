// What a catalogue page changes in its run command and its manifest, and says under them, when the
// registry entry alone does not give the server what it needs to work: the same entries in v0.0.47
// and v0.1.0, and the images are `latest`, so one note a server serves both versions, unless it
// names the one release it is for. A server's notes are a list: a page takes the first that is for
// its release or for every release, so a release's own note comes before the general one.
//
// - filesystem: the entry mounts /tmp but passes no folder as an argument, and the server works
//   only in folders it is given (ToolHive fixed the entry after v0.1.0 with args ["/projects"],
//   stacklok/toolhive e1dde7926, #1118).
// - k8s (StacklokLabs/mkp): the server reads ~/.kube/config inside its container (in-cluster
//   config first; clientcmd.BuildConfigFromFlags with that path, so $KUBECONFIG is not read) and
//   exits when it finds none; the entry mounts none. MKP's own README ran it with
//   --volume $HOME/.kube:/home/nonroot/.kube:ro until 25cc5af (2025-11-08). The image (ko's default base) runs as 65532, and
//   ToolHive drops all capabilities (pkg/container/docker/client.go CapDrop ALL).
// - gdrive: both required variables are file paths inside its container, and the entry mounts
//   nothing (pkg/runner/config.go: mounts come from the profile or --volume). The server exits
//   unless the credentials file exists, and reads nothing else; its `auth` mode writes it after a
//   browser sign-in with the OAuth keys file (modelcontextprotocol/servers src/gdrive before
//   d53d6cc7, which archived it to servers-archived; npm @modelcontextprotocol/server-gdrive
//   2025.1.14 the same). @google-cloud/local-auth 3.0.1 waits for an `installed` (Desktop app)
//   client's answer on a random port (listenPort = 0), which a container does not publish. The
//   server loads the file into `new google.auth.OAuth2()` with no client id or secret, so the
//   access token (an hour) cannot be refreshed. The image (node:22-alpine) has no USER.
// - aws-kb-retrieval-server (modelcontextprotocol/servers src/aws-kb-retrieval-server at b4ee623,
//   which docker/mcp-registry pins): the BedrockAgentRuntimeClient gets explicit credentials of
//   accessKeyId and secretAccessKey only, so the SDK's chain, and AWS_SESSION_TOKEN, go unused.
// - oci-registry: StacklokLabs/ocireg-mcp 805755a (2026-03-26, tag v0.3.0) added list_referrers and
//   get_referrer_content (pkg/mcp/tools.go); the image is built from the repository's tags.
// - puppeteer (modelcontextprotocol/servers src/puppeteer at b4ee623, which docker/mcp-registry
//   servers/puppeteer/server.yaml pins): node:22-bookworm-slim (user node, uid 1000, home
//   /home/node) with Debian's chromium; with DOCKER_CONTAINER the launch is headless with
//   --no-sandbox --single-process --no-zygote and no userDataDir, so puppeteer makes a profile
//   with mkdtemp under os.tmpdir(). On Linux, Chromium's crash-report database is under its default
//   user data folder, $XDG_CONFIG_HOME/chromium (~/.config), whatever --user-data-dir says, and it
//   fails to start when that cannot be written (puppeteer/puppeteer#11023, a read-only root).
//   src/puppeteer/index.ts:159-162 picks the launch by `process.env.DOCKER_CONTAINER ? ... : ...`,
//   so any non-empty value is headless and an empty one is not; ToolHive fills in the optional
//   variable's default, `true` (TH@v0.1.0 pkg/runner/env.go; v0.0.47 the same).
// - memory: the server writes memory.json beside /app/dist/index.js unless MEMORY_FILE_PATH names
//   another file (modelcontextprotocol/servers src/memory/index.ts and Dockerfile at b4ee623, the
//   commit docker/mcp-registry servers/memory/server.yaml pins, whose volume is /app/dist; the
//   switch to memory.jsonl, dc21983e, came later and is not in the image); the image runs as root, and
//   ToolHive drops every capability, so root gets no exemption from file modes. A new container
//   starts from the image again (run-mcp-servers#name says when ToolHive makes one: in v0.1.0 on
//   every thv restart, in v0.0.47 when a setting such as the port differs). In a cluster
//   the mcp container runs as user 1000 on a read-only root filesystem (run-mcp-k8s#default-security).
// - semgrep, v0.0.47 only: the image's CMD is `-t streamable-http` (semgrep/mcp Dockerfile since
//   v0.3.0, 2025-06-01), which v0.0.47 cannot proxy (streamable HTTP came in v0.0.48), and the
//   v0.0.47 entry passes no arguments that would replace it. ToolHive added `--transport sse` to
//   the entry in 2d0dcc652 (#801), first in v0.0.48.
// - google-maps: every tool calls https://maps.googleapis.com/maps/api/... with node-fetch 3, which
//   connects directly and reads no HTTP(S)_PROXY variable (modelcontextprotocol/servers
//   src/google-maps/index.ts before d53d6cc7, which archived it). The entry allows only
//   developers.google.com and maps.com, and an isolated container's only way out is the egress
//   proxy (pkg/container/docker/squid.go, dstdomain rules).
// - postgres and redis and --isolate-network: pg and redis-py speak the databases' own protocols
//   and use no HTTP proxy; the internal network has no other way out. mongodb-mcp-server passes
//   useEnvironmentVariableProxies to devtools-connect, which tunnels a mongodb:// connection only
//   through MONGODB_PROXY or ALL_PROXY (devtools-proxy-support proxyForUrl); ToolHive sets
//   HTTP(S)_PROXY only (pkg/container/docker/client.go addEgressEnvVars).
// - semgrep: semgrep/mcp 0.9.0 (6e340f8, 2025-09-29) left one tool, deprecation_notice
//   (src/semgrep_mcp/server.py); its Docker workflow tags images by version without a `v`
//   (metadata-action type=semver pattern {{version}}) and `latest` follows the newest tag.
// - redis: mcp/redis has been built from redis/mcp-redis since April 2025
//   (docker/labs-ai-tools-for-devs 6e441aa; now docker/mcp-registry servers/redis/server.yaml); it
//   reads only variables (src/common/config.py: REDIS_HOST default 127.0.0.1, REDIS_SSL and REDIS_CLUSTER_MODE true only for "true", "1", "t", TLS files as
//   REDIS_SSL_CA_PATH, REDIS_SSL_CERT_REQS, REDIS_SSL_CA_CERTS). The v0.0.47 entry lists none.
// - sqlite: --db-path defaults to ./sqlite_mcp_server.db and WORKDIR is /app; the server creates
//   the file at start (modelcontextprotocol/servers src/sqlite before d53d6cc7). The image has no
//   USER (root). In a cluster the mcp container has a read-only root filesystem, and the image
//   starts only as root (kubernetesAsRoot): its Dockerfile and .python-version are sentry's.
// - k8s: mkp registers apply_resource, delete_resource and post_resource only with --read-write
//   (StacklokLabs/mkp cmd/server/main.go and pkg/mcp/server.go since f53a826, 2025-04-28; the
//   image is ko's build of cmd/server, with no default arguments).
// - k8s in a cluster: mkp tries rest.InClusterConfig first; the runner's StatefulSet sets no
//   serviceAccountName (pkg/container/kubernetes), so the pod runs as `default`; ToolHive's own
//   examples/operator/mcp-servers/mcpserver_mkp.yaml sets podTemplateSpec.spec.serviceAccountName.
// - perplexity-ask, v0.0.47: the entry's repository_url is modelcontextprotocol/servers, whose
//   README linked to ppl-ai/modelcontextprotocol until 5914f613 (2026-04-14) and never held its
//   code on main; docker/mcp-registry builds mcp/perplexity-ask
//   from its perplexity-ask folder (f0a927c: perplexity_ask, perplexity_research, perplexity_reason);
//   v0.1.0's entry names ppl-ai/modelcontextprotocol.
// - playwright: microsoft/playwright f0a3affc21 (2025-12-19) made the HTTP server bind to
//   localhost unless --host is given (packages/utils/network.ts), and 1313fbd479 (2025-09-23)
//   answers 403 unless the Host header is in --allowed-hosts, by default the bound host
//   (localhost:8931); '*' turns the check off (tools/utils/mcp/http.ts). ToolHive's transparent
//   proxy (httputil.NewSingleHostReverseProxy) keeps the client's Host. /sse is still served.
// - git: the entry mounts nothing and every tool takes repo_path (modelcontextprotocol/servers
//   src/git at b4ee623, which docker/mcp-registry servers/git/server.yaml pins); the image is
//   python:3.12-slim-bookworm with Debian's git 2.39 and no USER, so root: git >= 2.35.2 refuses a
//   repository owned by another uid (it compares uids only) unless safe.directory is set, which
//   from 2.38 it also reads from GIT_CONFIG_COUNT/KEY/VALUE; ToolHive drops CAP_DAC_OVERRIDE and
//   CAP_FOWNER with the rest, so GitPython's index and ref writes need write permission for others
//   (both seen with git 2.39 run as root with no capabilities).
// - --isolate-network and Node clients that ignore HTTP(S)_PROXY: slack and perplexity-ask call
//   the global fetch (src/slack/index.ts at b4ee623; perplexity-ask/index.ts at f0a927c, axios is a
//   dependency but not imported), gitlab node-fetch 3 with no agent (src/gitlab/index.ts), and
//   aws-kb-retrieval-server the AWS SDK v3, whose NodeHttpHandler makes its own https.Agent and
//   reads no proxy variable. Node's fetch uses HTTP(S)_PROXY only with NODE_USE_ENV_PROXY=1 (Node
//   24.0, 22.21); brave/brave-search-mcp-server (mcp/brave-search since docker/mcp-registry
//   551f6b6d, 2025-07-22; fd28e3e, 2026-06-24, pinned 2026-06-25) calls fetch on node:alpine (Node 25),
//   while the others' node:22 images may predate 22.21, so only brave-search gets the variable.
// - brave-search: Brave's server at that pin offers brave_web_search, brave_local_search,
//   brave_video_search, brave_image_search, brave_news_search, brave_summarizer,
//   brave_llm_context and brave_place_search (src/tools), and defaults to stdio (0bca1a4,
//   2025-09-09; from 2025-07-02 it had defaulted to http).
// - mongodb (mongodb-mcp-server v2.1.0, 5fefa7ab, the `latest` image): the image sets
//   MDB_MCP_LOGGERS=stderr,mcp (Dockerfile), so MDB_MCP_LOG_PATH matters only with `disk`, whose
//   failure to start exits (src/transports/base.ts); the export tool writes under
//   ~/.mongodb/mongodb-mcp/exports unless MDB_MCP_EXPORTS_PATH (src/common/config/configUtils.ts,
//   exportsManager.ts mkdir); no config key reads MDB_MCP_SERVER_ADDRESS or _PORT (userConfig.ts),
//   and unknown MDB_MCP_ variables are dropped, not refused.
// - atlassian (sooperset/mcp-atlassian v0.23.1; mcp/atlassian pins 35b1da00): Markdown for
//   Confluence is converted through a temporary folder (preprocessing/confluence.py), and any
//   failure falls back to python-markdown HTML in <p>. Every tool that takes Markdown goes through
//   it: create_page, update_page, update_page_section, add_comment, reply_to_comment,
//   add_inline_comment (the entries list only some of them).
// - grafana, hass-mcp, postgres, mongodb, redis: the address the reader gives is resolved inside
//   the container, whose loopback is its own (no host mapping is added at either tag).
// - github (github/github-mcp-server v1.10.1, fcdd6640: `latest` moves only with a release tag,
//   .github/workflows/docker-publish.yml): GH_HOST was read only from b3781a25 (2025-03-24) to
//   ff3036d5 (2025-04-15), in releases v0.1.0 and v0.1.1; the server reads GITHUB_HOST
//   (cmd/github-mcp-server/main.go:279 binds `host` to --gh-host, 304-306 set env prefix "github"
//   and AutomaticEnv), which needs its scheme, https except for loopback
//   (pkg/utils/api.go parseAPIHost, "host must have a scheme (http or https)"). Toolsets with
//   Default: true are context, repos, issues, pull_requests, users and copilot
//   (pkg/github/tools.go; the README's list predates copilot, 16ff74a0); the code-scanning tools
//   are in code_security (pkg/github/code_scanning.go). get_issue and update_issue are now
//   issue_read and issue_write, and create_issue exists only with the issues_granular feature flag
//   (issues_granular.go); the get_pull_request tools are methods of pull_request_read. GitHub calls
//   use http.DefaultTransport (internal/ghmcp/server.go), which reads HTTPS_PROXY; the v0.1.0
//   profile allows only .github.com and .githubusercontent.com.
// - firecrawl (firecrawl/firecrawl-mcp-server at 2bab1cc2, which docker/mcp-registry
//   servers/firecrawl/server.yaml pins): without FIRECRAWL_API_URL the base is
//   https://api.firecrawl.dev (src/index.ts DEFAULT_CLOUD_API_URL; @mendable/firecrawl-js 4.25.2
//   the same), and every path starts with /v2 (src/index.ts, src/monitor.ts, the SDK), so a /v1
//   base yields /v1/v2/...; any value turns off the cloud's keyless mode and the key check
//   (isKeylessMode, getClient: "self-hosted"). The FIRECRAWL_RETRY_* and
//   FIRECRAWL_CREDIT_*_THRESHOLD variables occur only in src/legacy/index.md and CHANGELOG.md.
// - notion (makenotion/notion-mcp-server at d7e3bbd6, which docker/mcp-registry
//   servers/notion/server.yaml pins): since 9a8a94c (2026-06-17) each request carries the
//   Notion-Version its operation declares (scripts/notion-openapi.json: 2025-09-03, the
//   page-Markdown pair 2026-03-11, create-a-comment none), unless the configured headers name one,
//   which then goes with every request (src/openapi-mcp-server/client/http-client.ts
//   buildDefaultHeaders). The headers are OPENAPI_MCP_HEADERS, or when that is empty (`{}`, the
//   image's ENV) or not JSON, Authorization from NOTION_TOKEN (src/openapi-mcp-server/mcp/proxy.ts
//   parseHeadersFromEnv). Notion refuses a request without Notion-Version
//   (developers.notion.com/reference/versioning), and /v1/data_sources came with 2025-09-03
//   (developers.notion.com/reference/changes-by-version). The spec has no database query, create or
//   update: data-source operations replaced them. --isolate-network leaves PATCH and DELETE
//   working: squid allows CONNECT GET POST HEAD (stacklok/toolhive v0.1.0 squid.go
//   writeOutboundACLs), and the lockfile's axios 1.18.0 tunnels https through CONNECT
//   (lib/adapters/http.js setProxy, since 1.16.1), so squid sees no method.
// - time (modelcontextprotocol/servers src/time at b4ee623, which docker/mcp-registry
//   servers/time/server.yaml pins): the local zone is the process's unless --local-timezone names
//   one (src/mcp_server_time/__init__.py, server.py get_local_tz); the image is
//   python:3.12-slim-bookworm with no TZ and ToolHive sets none (no "TZ" under pkg or cmd at
//   v0.0.47 or v0.1.0), so it is UTC; the tzdata package (pyproject.toml) supplies the IANA names.

export type RegistryRunNote = {
  /** Flags the run command needs besides the entry's required variables. */
  flags?: string[];
  /** Arguments the run command passes after `--`, as the server gets them (the page quotes them). */
  args?: string[];
  /** Variables the entry lists that the server does not read: the page offers no example of them. */
  ignores?: string[];
  /**
   * What the row of a variable the entry describes wrongly adds (a sentence, linking to the note);
   * the page offers no example of it either.
   */
  remarks?: Record<string, string>;
  /** Markdown shown under the run command. */
  note?: string;
  /** Markdown added to the notes under the Kubernetes manifest. */
  kubernetes?: string;
  /** Arguments the Kubernetes manifest adds to the entry's own. */
  kubernetesArgs?: string[];
  /** The manifest cannot start the server until the reader makes the changes `kubernetes` asks for. */
  kubernetesIncomplete?: boolean;
  /** The one ToolHive release the note is for; without it, every release. */
  release?: string;
};

/**
 * Servers whose code modelcontextprotocol/servers no longer holds: d53d6cc7 (2025-05-29) moved them
 * to modelcontextprotocol/servers-archived, under src/<name> (its README's "Archived" list). A
 * page's Source line, the entry's repository, then names where the code is now.
 */
export const archivedInServers: ReadonlySet<string> = new Set([
  'aws-kb-retrieval-server',
  'brave-search',
  'everart',
  'gdrive',
  'gitlab',
  'google-maps',
  'postgres',
  'puppeteer',
  'redis',
  'sentry',
  'slack',
  'sqlite',
]);

const reachHostLink =
  '[Reach a service on your computer](/toolhive/guides-cli/run-mcp-servers#host-services)';

/** For a server that connects to a service at an address the reader gives it. */
function addressSentence(setting: string): string {
  return `Inside the container, \`localhost\` and \`127.0.0.1\` are the container itself, so ${setting} needs an address the container can reach; ${reachHostLink} says which to use for a service on your own computer.`;
}

/**
 * grafana's tool names as the image offers them (grafana/mcp-grafana at 43a92b2, near the
 * registries' date, and at 76ed7dba, which docker/mcp-registry pins): the Sift tools were always
 * named get_sift_*; later commits merged the datasource and alert-rule tools (18fb419, 9bca52e)
 * and renamed the Pyroscope one (383182c); list_teams is in the `admin` category, which the
 * default --enabled-tools list leaves out. Only v0.1.0's entry lists fetch_pyroscope_profile.
 * Since 583994f (2026-06-25, in 76ed7dba) the HTTP transports refuse a Host outside
 * --allowed-hosts, which defaults to the loopback names of --address (localhost:8000,
 * 127.0.0.1:8000, [::1]:8000: http_security.go DefaultAllowedHosts, cmd/mcp-grafana/main.go);
 * ToolHive's transparent proxy keeps the client's Host (TH@v0.1.0:
 * pkg/transport/proxy/transparent/transparent_proxy.go, NewSingleHostReverseProxy), whose port is
 * the proxy's, never 8000.
 */
function grafanaNote(pyroscope: boolean): string {
  return `${addressSentence('`GRAFANA_URL`')} Since June 2026 the image's server answers only requests addressed to \`localhost:8000\`, \`127.0.0.1:8000\` or \`[::1]:8000\`, and refuses the others with \`403 forbidden: host not allowed\`; the arguments after \`--\` make it accept any host name, as ToolHive's proxy passes on the one your client used, whose port is the proxy's. Quote the \`*\` so that your shell passes it as it is. The Host check is one of the server's two guards against a web page that reaches it through DNS rebinding. The other stays on: the server still refuses a request that carries an \`Origin\` header, which browsers send with every \`POST\`, and every message a client sends, tool calls included, is a \`POST\`. The clients ToolHive configures send no such header, but a browser-based client does, so it also needs \`--allowed-origins\` with its origin. Some names in the registry's tool list are not the server's. Today's \`mcp/grafana:latest\` image offers \`get_sift_investigation\`, \`get_sift_analysis\` and \`list_sift_investigations\` for the entry's \`get_investigation\`, \`get_analysis\` and \`list_investigations\`, \`get_datasource\` for \`get_datasource_by_uid\` and \`get_datasource_by_name\`, ${pyroscope ? '' : 'and '}\`alerting_manage_rules\` for \`list_alert_rules\` and \`get_alert_rule_by_uid\`${pyroscope ? ', and `query_pyroscope` for `fetch_pyroscope_profile`' : ''}; it has no \`resolve_incident\`. \`list_teams\` belongs to the server's \`admin\` tools, which are off unless its \`--enabled-tools\` list names them.`;
}

/** The arguments that let grafana's server answer requests through ToolHive's proxy (see above). */
const grafanaHosts = {
  args: ['--allowed-hosts', '*'],
  kubernetesArgs: ['--allowed-hosts', '*'],
};

/** Why root in the container is held to a mounted folder's permissions (memory, sqlite). */
const rootWithoutCapabilities =
  "The image runs as root, but ToolHive drops all its capabilities, so root is held to the folder's permissions: with Docker Engine on Linux, the folder must let others write to it.";

/** Why root in the container is held to a mounted file's permissions (gdrive). */
const rootReadsFiles =
  "The image runs as root, but ToolHive drops all its capabilities, so root is held to the file's permissions: with Docker Engine on Linux, the folder must let others enter it and the credentials file must let others read it.";

const gdriveTokenHour =
  'The server cannot renew the Google access token in that file (it has no OAuth client ID or secret), so about an hour after the sign-in every request to Google Drive fails: then';

/**
 * The redis image's command is `uv run python src/main.py`, and `uv run` needs a cache folder it
 * can write (astral-sh/uv#17521: even --no-cache writes to /tmp); the image has no ENTRYPOINT, so
 * a manifest's args replace that command, and the virtual environment uses the image's own Python
 * (python:3.14-slim, no .python-version) (redis/mcp-redis Dockerfile).
 */
const redisPython = ['/app/.venv/bin/python', 'src/main.py'];
const redisUvRun =
  "The image starts the server through `uv run`, which needs a folder it can write and cannot start on the `mcp` container's read-only root filesystem, so the manifest's arguments start the server's Python directly.";

const semgrepDeprecated =
  'Since semgrep/mcp 0.9.0 (September 2025), the `latest` image offers one tool, `deprecation_notice`, in place of the tools listed under [Tools](#tools): Semgrep now ships its MCP server in the `semgrep` command line (`semgrep mcp`). Images of earlier releases, tagged by version such as `0.8.1`, still offer the scanning tools, some under other names.';

const atlassianFlags = [
  '-e JIRA_URL=https://<your-site>.atlassian.net',
  '-e JIRA_USERNAME=<your-email>',
  '--secret jira-api-token,target=JIRA_API_TOKEN',
];
const atlassianNote =
  "The server offers a product's tools only when it has that product's URL and credentials: with none, it starts and lists no tools at all. The command above gives it Jira Cloud, with your Atlassian API token stored first by `thv secret set jira-api-token`. For Confluence Cloud, add `CONFLUENCE_URL` (your site's address followed by `/wiki`), `CONFLUENCE_USERNAME` and `CONFLUENCE_API_TOKEN` the same way. For Jira or Confluence Server or Data Center, give its URL and a personal access token in `JIRA_PERSONAL_TOKEN` or `CONFLUENCE_PERSONAL_TOKEN` instead of the username and API token.";
const atlassianKubernetes =
  "The manifest gives the server no product, so it lists no tools: give the `mcp` container the variables of the command above through `podTemplateSpec`, the API token from a Secret, as the `podTemplateSpec` example of [Pass secrets](/toolhive/guides-k8s/run-mcp-k8s#secrets) does, which works with any operator. In a cluster the server cannot create the temporary folder it converts Markdown in, on the `mcp` container's read-only root filesystem: the tools that take Markdown, such as `confluence_create_page` and `confluence_update_page`, still work, but fall back to a plain HTML conversion without Confluence's code blocks, panels and heading anchors, and only the server's log says so. Mount an `emptyDir` at `/tmp` in the `mcp` container through [`podTemplateSpec`](/toolhive/guides-k8s/run-mcp-k8s#server-storage).";

export const registryRunNotes: Record<string, RegistryRunNote[]> = {
  semgrep: [
    {
      release: 'v0.0.47',
      args: ['--transport', 'sse'],
      kubernetesArgs: ['--transport', 'sse'],
      note: `The image starts the server with streamable HTTP unless told otherwise, and ToolHive v0.0.47 proxies only \`stdio\` and \`sse\`: the arguments after \`--\` make it serve SSE, as the entry's \`sse\` transport expects. ToolHive's later registry passes them itself. ${semgrepDeprecated}`,
    },
    {note: semgrepDeprecated},
  ],
  memory: [
    {
      note: `The server keeps what it learns in a file inside its container, \`/app/dist/memory.json\` beside its code, so the file goes with the container: when you remove the server, and whenever ToolHive creates the container again ([Name a server](/toolhive/guides-cli/run-mcp-servers#name) says when). To keep the file, mount an existing folder of your computer and point \`MEMORY_FILE_PATH\` at a file in it, by adding \`--volume <host-folder>:/data -e MEMORY_FILE_PATH=/data/memory.json\` to the command. ${rootWithoutCapabilities}`,
      kubernetes:
        "With ToolHive's default security settings the server cannot write its file in a cluster: the `mcp` container's root filesystem is read-only and it runs as user 1000. Mount a volume on the `mcp` container and set `MEMORY_FILE_PATH` to a file on it, both through [`podTemplateSpec`](/toolhive/guides-k8s/run-mcp-k8s#server-storage), which works with any operator.",
    },
  ],
  sqlite: [
    {
      note: `The server creates its database at start, \`/app/sqlite_mcp_server.db\` inside its container, so the database goes with the container: when you remove the server, and whenever ToolHive creates the container again ([Name a server](/toolhive/guides-cli/run-mcp-servers#name) says when). To keep it, mount an existing folder of your computer and name a file in it with the server's \`--db-path\` argument: add \`--volume <host-folder>:/data\` to the command and \`-- --db-path /data/sqlite.db\` at its end. ${rootWithoutCapabilities}`,
      kubernetesIncomplete: true,
      kubernetes:
        "Running as root is not enough on its own: the server creates its database at start in `/app`, and the `mcp` container's root filesystem is read-only. Mount a volume on the `mcp` container through [`podTemplateSpec`](/toolhive/guides-k8s/run-mcp-k8s#server-storage), beside the `securityContext` of the manifest above, and add `--db-path` with a file on that volume to `spec.args`.",
    },
  ],
  filesystem: [
    {
      args: ['/tmp'],
      // Linux fs/namei.c may_create_in_sticky: with fs.protected_regular (systemd's 50-default.conf
      // sets 1), an O_CREAT open of an existing file in a world-writable sticky folder fails unless
      // the opener or the folder's owner owns the file, whatever the capabilities; write_file and
      // edit_file use fs.writeFile, which opens so (src/filesystem/index.ts:488, :327 at b4ee623).
      // move_file is fs.rename (:583), and the sticky rule lets the folder's owner, root, rename.
      note: `The entry mounts your \`/tmp\` into the container at \`/tmp\`, but passes the server no folder to work in, so the command names it after \`--\`. To work in another folder, mount it with \`--volume <host-folder>:<container-folder>\` and name the container folder instead. The image runs as root, but ToolHive drops all its capabilities, so root is held to the folder's and the files' permissions: with Docker Engine on Linux, the server can create files only in a folder that lets others write to it, and change a file only if the file lets others write to it. Directly in \`/tmp\`, on most Linux systems it cannot write into a file of yours even then: the kernel refuses such writes to another user's files in shared folders like \`/tmp\` (its \`fs.protected_regular\` setting, which systemd turns on). Yet, as the container's root owns \`/tmp\`, the server's \`move_file\` tool can rename any file of yours there, or put a file of its own in the place of one.`,
      kubernetesIncomplete: true,
      kubernetes:
        "Without a folder to work in the server stops at once, and the manifest passes none: give it a volume and name, in `spec.args`, the volume's mount path or a folder above it, as [Give the server storage](/toolhive/guides-k8s/run-mcp-k8s#server-storage) does for this server (it passes `/projects` and mounts the volume at `/projects/my-mcp-data`).",
    },
  ],
  k8s: [
    {
      flags: ['--volume $HOME/.kube:/home/nonroot/.kube:ro'],
      ignores: ['KUBECONFIG'],
      note: 'The server reads its kubeconfig at `~/.kube/config` inside its container, and the entry mounts none: without the `--volume` line, the server stops at once. The `KUBECONFIG` variable the entry lists has no effect on this server. The server runs as user 65532 with no extra privileges, so on Linux it cannot read a kubeconfig that only you may read (mode 600). Inside the container, a kubeconfig also cannot use certificate files or credential plugins from your computer, and a server address of `127.0.0.1` or `localhost`, as for a local kind cluster, points at the container itself. The server offers only its reading tools, `list_resources` and `get_resource`, unless it is started with `--read-write`: add `-- --read-write` at the end of the command for `apply_resource`, and for the `delete_resource` and `post_resource` tools the registry does not list.',
      kubernetes:
        "In a cluster the server acts as its pod's service account, and the operator gives the pod none of its own: it runs as the namespace's `default` account, so the cluster refuses every tool unless that account has been granted rights. Create a service account with the rights the tools need (to read, a ClusterRoleBinding to the built-in `view` ClusterRole) and name it in `spec.podTemplateSpec.spec.serviceAccountName`, beside the `mcp` container the template must list ([Customize the server pod](/toolhive/guides-k8s/run-mcp-k8s#pod-template)). For the tools that change the cluster, also add `--read-write` to `spec.args` and give the account the right to write, such as a binding to the built-in `edit` ClusterRole, which covers namespaced resources.",
    },
  ],
  'aws-kb-retrieval-server': [
    {
      note: "The server gives the AWS SDK only `AWS_ACCESS_KEY_ID` and `AWS_SECRET_ACCESS_KEY`, and never a session token, so AWS refuses temporary credentials, such as an assumed role's or IAM Identity Center's: give it an IAM user's access key.",
      kubernetes:
        "The server takes only an IAM user's access key, not temporary credentials ([Run it with thv](#run) says why).",
    },
  ],
  gdrive: [
    {
      flags: ['--volume <host-folder>:/gdrive'],
      note: [
        "Both variables are paths inside the container, and the entry mounts nothing, so the command mounts a folder at `/gdrive` for the credentials file, such as `/gdrive/credentials.json`. The running server reads only that file, and exits at once without it; `GDRIVE_OAUTH_PATH` can name any path, since only the sign-in reads it. Write the file first, on your own computer, where the Google sign-in can open your browser: with the keys of an OAuth client of type Desktop app saved as `<keys-file>`, run the server's sign-in with Node.js:",
        '```bash\nGDRIVE_OAUTH_PATH=<keys-file> \\\n  GDRIVE_CREDENTIALS_PATH=<host-folder>/credentials.json \\\n  npx -y @modelcontextprotocol/server-gdrive auth\n```',
        `The image's own \`auth\` mode cannot finish that sign-in: it waits for Google's answer on a random port inside the container. The server's code and its Google Cloud set-up steps are now in [modelcontextprotocol/servers-archived](https://github.com/modelcontextprotocol/servers-archived/tree/main/src/gdrive). ${rootReadsFiles} ${gdriveTokenHour} run the sign-in again and restart the server.`,
      ].join('\n\n'),
      kubernetesIncomplete: true,
      kubernetes: `The server exits at once without its credentials file, and the manifest mounts nothing: write the file as under [Run it with thv](#run), put it in a Secret and mount it at \`/gdrive\` in the \`mcp\` container through [\`podTemplateSpec\`](/toolhive/guides-k8s/run-mcp-k8s#server-storage), with \`GDRIVE_CREDENTIALS_PATH\` naming the file there (\`GDRIVE_OAUTH_PATH\` can name any path). ${gdriveTokenHour} write a new file into the Secret and restart the pod.`,
    },
  ],
  redis: [
    {
      release: 'v0.0.47',
      flags: ['-e REDIS_HOST=<host>'],
      note: `The image holds Redis's own server (redis/mcp-redis), not the one under Source, so it offers its own, larger set of tools and reads its settings from variables this entry does not list: \`REDIS_HOST\` (\`127.0.0.1\` if unset), \`REDIS_PORT\` (6379), \`REDIS_DB\`, \`REDIS_USERNAME\` and \`REDIS_PWD\`. ${addressSentence('`REDIS_HOST`')}`,
      kubernetesArgs: redisPython,
      kubernetes: `The manifest sets no \`REDIS_HOST\`: add it, with your Redis server's address in the cluster, such as its Service's name, as [Pass arguments and environment variables](/toolhive/guides-k8s/run-mcp-k8s#args-env) shows. ${redisUvRun}`,
    },
    {
      kubernetesArgs: redisPython,
      kubernetes: redisUvRun,
      ignores: ['REDIS_CA_PATH', 'REDIS_CERT_REQS', 'REDIS_CA_CERTS'],
      note: `${addressSentence('`REDIS_HOST`')} \`REDIS_SSL\` and \`REDIS_CLUSTER_MODE\` are on only for \`true\`, \`1\` or \`t\` (\`True\` leaves them off). For TLS files the server reads \`REDIS_SSL_CA_PATH\`, \`REDIS_SSL_CERT_REQS\` and \`REDIS_SSL_CA_CERTS\`, not the entry's \`REDIS_CA_PATH\`, \`REDIS_CERT_REQS\` and \`REDIS_CA_CERTS\`.`,
    },
  ],
  git: [
    {
      flags: [
        '--volume <host-repo>:/repo',
        '-e GIT_CONFIG_COUNT=1',
        '-e GIT_CONFIG_KEY_0=safe.directory',
        '-e GIT_CONFIG_VALUE_0=/repo',
      ],
      note: "The entry mounts no folder, so without the `--volume` line the server sees none of your repositories; every tool takes the repository as `repo_path`, a path inside the container (`/repo` here). The image runs as root, so git refuses a repository whose files belong to another user, as yours do with Docker Engine on Linux (`detected dubious ownership`), unless it is marked safe: the three `GIT_CONFIG_` variables do that, and change nothing where the owner already matches. ToolHive drops every capability, so root is held to the files' permissions: the tools that change the repository, such as `git_add`, `git_commit` and `git_create_branch`, fail unless others may write to it, and what they write then belongs to root. Add `:ro` to the volume if you need only the tools that read.",
      kubernetes:
        "The operator mounts nothing: mount a volume that holds the repository on the `mcp` container through [`podTemplateSpec`](/toolhive/guides-k8s/run-mcp-k8s#server-storage). Where its files belong to another user than root, also set the three `GIT_CONFIG_` variables of the command above in that container's `env`, with `GIT_CONFIG_VALUE_0` naming the repository's path in the container.",
    },
  ],
  puppeteer: [
    {
      remarks: {
        DOCKER_CONTAINER:
          'The server checks only that it is not empty: any other value, `false` too, gives the headless launch',
      },
      note: 'ToolHive already sets `DOCKER_CONTAINER` to its default, `true`. The server checks only that the variable is not empty: any other value, `false` too, gives the headless launch a container needs, and an empty one makes Chromium look for a display the container does not have, so it fails to start. Leave the variable out.',
      kubernetes:
        "In a cluster, Chromium cannot start on the `mcp` container's read-only root filesystem: the first tool call launches it, and puppeteer first creates a new profile folder in `/tmp`, which fails, and every later call tries again. Chromium also keeps its crash-report database in `.config` under the home folder, `/home/node` for user 1000 in this image, which is read-only too, and does not start without it. Through [`podTemplateSpec`](/toolhive/guides-k8s/run-mcp-k8s#server-storage), mount an `emptyDir` at `/tmp` in the `mcp` container and set its `XDG_CONFIG_HOME` variable to `/tmp`, so that the database is made there.",
    },
  ],
  playwright: [
    {
      args: ['--host', '0.0.0.0', '--allowed-hosts', '*'],
      kubernetesArgs: ['--host', '0.0.0.0', '--allowed-hosts', '*'],
      note: "Since September 2025 the image's server answers only requests addressed to `localhost:8931`, and since December 2025 it also listens only on its container's loopback address unless told otherwise, where ToolHive's proxy cannot reach it. The arguments after `--` make it listen on every address of its container and accept any host name, as ToolHive's proxy passes on the one your client used. Quote the `*` so that your shell passes it as it is. Some tools in the registry's list are gone from today's image: `browser_tabs` does the work of `browser_tab_list`, `browser_tab_new`, `browser_tab_select` and `browser_tab_close`, and there is no `browser_install`, `browser_generate_playwright_test` or `browser_navigate_forward`. `browser_pdf_save` is offered only when the server also gets `--caps pdf`, added after the other arguments.",
      kubernetes:
        "In a cluster, the browser tools fail on the `mcp` container's read-only root filesystem: the first one launches Chromium, which needs `/tmp` for Playwright's temporary files and creates its profile under `/home/node/.cache`, and screenshots and PDFs are written to `/tmp` or `/home/node`. Mount an `emptyDir` at `/home/node` and one at `/tmp` in the `mcp` container through [`podTemplateSpec`](/toolhive/guides-k8s/run-mcp-k8s#server-storage).",
    },
  ],
  'perplexity-ask': [
    {
      release: 'v0.0.47',
      note: "The repository this entry names as the source, modelcontextprotocol/servers, does not hold this server's code. Docker builds the image from the `perplexity-ask` folder of [ppl-ai/modelcontextprotocol](https://github.com/ppl-ai/modelcontextprotocol) as it was on 1 April 2025, which ToolHive's later registry names; that repository has changed since. The image offers three tools, which this entry does not list: `perplexity_ask`, `perplexity_research` and `perplexity_reason`.",
    },
  ],
  atlassian: [
    {
      release: 'v0.0.47',
      flags: atlassianFlags,
      // sooperset/mcp-atlassian 5aaa884e (2025-05-05) removed jira_get_epic_issues and
      // confluence_get_page_ancestors; no confluence_attach_content exists at 35b1da00.
      note: `${atlassianNote} Three tools of this entry's list are not in today's image: \`jira_get_epic_issues\`, \`confluence_get_page_ancestors\` and \`confluence_attach_content\`.`,
      kubernetes: atlassianKubernetes,
    },
    {flags: atlassianFlags, note: atlassianNote, kubernetes: atlassianKubernetes},
  ],
  'brave-search': [
    {
      note: "Since July 2025 the image holds Brave's own server ([brave/brave-search-mcp-server](https://github.com/brave/brave-search-mcp-server)), not the one under Source. It reads the same `BRAVE_API_KEY` and offers more tools than the entry lists, among them `brave_image_search`, `brave_news_search`, `brave_video_search` and `brave_summarizer`.",
    },
  ],
  grafana: [
    {release: 'v0.0.47', ...grafanaHosts, note: grafanaNote(false)},
    {...grafanaHosts, note: grafanaNote(true)},
  ],
  // hashicorp/terraform-mcp-server: dc429e3 (2025-07-30, first released in v0.2.2 on 2025-08-05)
  // renamed every tool, later commits again. At v1.2.0 (2026-08) --toolsets defaults to all
  // (cmd/terraform-mcp-server/init.go:141), but the HCP Terraform and TFE tools register only for
  // a session with a TFE token (pkg/tools/dynamic_tool.go), so without one the nine registry tools
  // below are all.
  terraform: [
    {
      note: "Since August 2025 the server's tools have other names, and its release of August 2026, v1.2.0, offers none of the four the entry lists. Without a `TFE_TOKEN` for HCP Terraform or Terraform Enterprise, it offers only its nine registry tools: `search_providers`, `get_provider_details`, `get_latest_provider_version`, `get_provider_capabilities`, `search_modules`, `get_module_details`, `get_latest_module_version`, `search_policies` and `get_policy_details`.",
    },
  ],
  'hass-mcp': [{note: addressSentence('`HA_URL`')}],
  // The operators copy spec.args into the runner Deployment's args, and the runner into the mcp
  // container's (TH@v0.0.45 mcpserver_controller.go:419-423; pkg/container/kubernetes/client.go).
  postgres: [
    {
      note: addressSentence('the connection string'),
      kubernetes:
        "The connection string, password included, is in `spec.args`, where anyone who can read the `MCPServer`, its runner Deployment or the server's StatefulSet can see it.",
    },
  ],
  mongodb: [
    {
      ignores: ['MDB_MCP_SERVER_ADDRESS', 'MDB_MCP_SERVER_PORT'],
      note: `${addressSentence('the connection string')} The server does not read \`MDB_MCP_SERVER_ADDRESS\` or \`MDB_MCP_SERVER_PORT\`: the address goes in the connection string. \`MDB_MCP_LOG_PATH\` takes effect only when \`MDB_MCP_LOGGERS\` includes \`disk\`, and the image sets \`MDB_MCP_LOGGERS=stderr,mcp\`: the server logs to its container's error output and to your client. The registry's \`insert-one\`, \`update-one\` and \`delete-one\` are gone from the server: \`insert-many\`, \`update-many\` and \`delete-many\` do that work.`,
      kubernetes:
        "In a cluster the `export` tool cannot write its file on the `mcp` container's read-only root filesystem: the tool still answers that the export is under way, and reading the export's resource then says it does not exist. Mount an `emptyDir` on the `mcp` container, at `/exports` for example, and set `MDB_MCP_EXPORTS_PATH` to that folder in the container's `env`, both through [`podTemplateSpec`](/toolhive/guides-k8s/run-mcp-k8s#server-storage). If you add `disk` to `MDB_MCP_LOGGERS`, `MDB_MCP_LOG_PATH` needs a writable folder too, or the server stops at start.",
    },
  ],
  github: [
    {
      ignores: ['GH_HOST'],
      note: "The server does not read the `GH_HOST` variable the entry lists; only its first releases, in April 2025, did. For GitHub Enterprise Server or GHE.com, set `GITHUB_HOST` to your host with `https://` in front, as in `-e GITHUB_HOST=https://github.example.com`. The server sorts its tools into toolsets and, unless `GITHUB_TOOLSETS` names others, turns on only its default ones: `context`, `repos`, `issues`, `pull_requests`, `users` and `copilot`. The entry's `get_code_scanning_alert` and `list_code_scanning_alerts` belong to `code_security`: to use them, add `-e GITHUB_TOOLSETS=default,code_security`. Some of the entry's tools now have other names: `issue_read` and `issue_write` do the work of `get_issue`, `create_issue` and `update_issue`, `pull_request_read` that of `get_pull_request` and the other `get_pull_request_` tools, and `pull_request_review_write` that of `create_pull_request_review`.",
    },
  ],
  firecrawl: [
    {
      ignores: [
        'FIRECRAWL_RETRY_MAX_ATTEMPTS',
        'FIRECRAWL_RETRY_INITIAL_DELAY',
        'FIRECRAWL_RETRY_MAX_DELAY',
        'FIRECRAWL_RETRY_BACKOFF_FACTOR',
        'FIRECRAWL_CREDIT_WARNING_THRESHOLD',
        'FIRECRAWL_CREDIT_CRITICAL_THRESHOLD',
      ],
      remarks: {
        FIRECRAWL_API_URL:
          "The server's default is `https://api.firecrawl.dev`, and any value makes it treat Firecrawl as self-hosted",
      },
      note: "For Firecrawl's cloud service, leave `FIRECRAWL_API_URL` unset: the server then uses `https://api.firecrawl.dev`, and it adds the API version to every request path itself, so the `/v1` address the entry gives as the default sends each request to a path that does not exist. Any value makes the server treat Firecrawl as self-hosted, so set the variable only for your own instance, to its base address without a version, such as `https://firecrawl.example.com`. Today's image no longer reads the `FIRECRAWL_RETRY_` and `FIRECRAWL_CREDIT_` variables the entry lists, and four of the entry's tools are gone from it: `firecrawl_batch_scrape`, `firecrawl_check_batch_status`, `firecrawl_deep_research` and `firecrawl_generate_llmstxt`.",
    },
  ],
  'oci-registry': [
    {
      note: "Today's image offers two tools beyond the four the registry lists: `list_referrers`, which lists the artifacts attached to an image through the OCI Referrers API, such as SBOMs, signatures and provenance, and `get_referrer_content`, which fetches one of them.",
    },
  ],
  notion: [
    {
      remarks: {OPENAPI_MCP_HEADERS: 'Leave `Notion-Version` out of it'},
      note: 'Put only the `Authorization` header in `OPENAPI_MCP_HEADERS`, as in `{"Authorization":"Bearer ntn_****"}`, without the `Notion-Version` of the entry\'s example: a version there goes with every request in place of the one each tool is written for, `2025-09-03` for most. With `2022-06-28`, the data source tools, such as `API-query-data-source`, fail, and so do `API-retrieve-page-markdown` and `API-update-page-markdown`; the data source tools have replaced the database query, create and update tools the entry lists. With no version in the headers every tool works but `API-create-a-comment`, which names none, and Notion refuses a request without one; with `"Notion-Version":"2025-09-03"` every tool works but the two page-Markdown ones. To pass the token on its own, store `{}` as `OPENAPI_MCP_HEADERS` (the image\'s own default) and give the token as `NOTION_TOKEN`, such as with `--secret notion-token,target=NOTION_TOKEN`: the server reads `NOTION_TOKEN` only when `OPENAPI_MCP_HEADERS` holds no header, as with `{}`.',
    },
  ],
  time: [
    {
      note: "The server's local time zone is its container's, which is UTC: the image sets no time zone and ToolHive passes none, so the \"auto system timezone detection\" of the description finds UTC, not the zone of your computer. To give the server yours, add its IANA name with the server's `--local-timezone` argument after `--`, as in `thv run time -- --local-timezone Europe/Berlin`.",
    },
  ],
};

/** For a server whose HTTP client connects straight to its API host, never through a proxy. */
const directClient = (client: string, host: string) =>
  `Don't add the flag for this server: every tool then fails. ${client} connects straight to ${host} and does not read the proxy variables ToolHive sets, so its connections never reach the egress proxy.`;

const databaseProtocol = (database: string) =>
  `Don't add the flag for this server: it talks to ${database} in ${database}'s own protocol, which the egress proxy does not carry, so it cannot connect.`;

/**
 * What the network note of a release with `--isolate-network` (v0.0.48 on) adds for a server that
 * the flag breaks.
 */
export const isolateNetworkNotes: Record<string, string> = {
  'google-maps':
    "Don't add the flag for this server: every tool then fails. The server connects straight to `maps.googleapis.com`, not through the egress proxy, and that host is not among those the profile allows either.",
  mongodb:
    "Don't add the flag for this server: its MongoDB connection goes through a proxy only when `ALL_PROXY` or `MONGODB_PROXY` names one, not the `HTTP_PROXY` and `HTTPS_PROXY` that ToolHive sets, so it cannot connect.",
  'aws-kb-retrieval-server': directClient(
    "The AWS SDK's HTTP client",
    "your region's Bedrock endpoint",
  ),
  'brave-search':
    "Add `-e NODE_USE_ENV_PROXY=1` to the command with the flag, or every tool fails: the server sends its requests to `api.search.brave.com` with Node's built-in `fetch`, which connects straight to the host and ignores the proxy variables ToolHive sets unless `NODE_USE_ENV_PROXY=1` tells Node to read them.",
  // firecrawl/firecrawl-mcp-server at 2bab1cc2 (the commit docker/mcp-registry 818bf169 pins):
  // the SDK's axios (1.16.1) tunnels through HTTPS_PROXY with CONNECT; src/monitor.ts:64 and
  // src/index.ts:1658, 1798 and 2485 call Node's own fetch, which ignores the proxy; the last is
  // firecrawl_parse, which also refuses to run without FIRECRAWL_API_URL (index.ts:2437-2441).
  firecrawl:
    "With the flag, the tools that call the API with Node's built-in `fetch` fail, because it connects straight to the host and ignores the proxy variables ToolHive sets: the eight `firecrawl_monitor_*` tools, `firecrawl_feedback`, `firecrawl_search_feedback` and `firecrawl_parse` (which also needs `FIRECRAWL_API_URL` set to your own Firecrawl instance, whose host the profile does not allow). The other tools go through Firecrawl's SDK, whose HTTP client uses the egress proxy, and work.",
  gitlab: directClient('Its HTTP client, node-fetch,', "GitLab's API"),
  // hashicorp/terraform-mcp-server v1.2.0: pkg/client/registry.go:31-34 (ProxyFromEnvironment);
  // pkg/resources/resources.go:21,48,79-84 (the guides come from raw.githubusercontent.com).
  terraform:
    "With the flag, the tools work through the egress proxy, but reading the server's two guide resources, its Terraform style guide and its module development guide, fails: the server fetches them from `raw.githubusercontent.com`, which the profile does not allow.",
  atlassian:
    'With a Jira or Confluence Server or Data Center URL outside `.atlassian.net` and `.atlassian.com`, every tool fails with the flag: the profile allows only those two domains. Leave the flag out for such a host, or give the server a profile of your own that allows it.',
  github:
    'With `GITHUB_HOST` naming a host outside `.github.com`, such as your GitHub Enterprise Server, every tool fails with the flag: the profile allows only `.github.com` and `.githubusercontent.com`. Leave the flag out for such a host, or give the server a profile of your own that allows it.',
  'perplexity-ask': directClient(
    "Node's built-in `fetch`, which the server uses,",
    '`api.perplexity.ai`',
  ),
  postgres: databaseProtocol('PostgreSQL'),
  redis: databaseProtocol('Redis'),
  slack: directClient("Node's built-in `fetch`, which the server uses,", '`slack.com`'),
};

/**
 * Servers whose image starts only as root: its virtual environment's Python is a link into
 * /root/.local/share/uv/python, and /root is mode 700. Each image builds with uv on Python 3.12
 * while the server's .python-version asks for 3.10 or 3.11, so uv downloads that Python under
 * /root/.local, and the final stage copies it there with no USER (modelcontextprotocol/servers
 * src/{fetch,git,sentry,sqlite,time}/Dockerfile and .python-version at the commits docker/mcp-registry
 * pins, and sqlite's at the 2025.4.24 tag that Docker's catalogue names;
 * modelcontextprotocol/servers#4783 describes it). ToolHive's Kubernetes default user is 1000.
 */
export const kubernetesAsRoot: ReadonlySet<string> = new Set([
  'fetch',
  'git',
  'sentry',
  'sqlite',
  'time',
]);

/** The note for a server in a ToolHive release's catalogue, if it has one. */
export function registryRunNoteOf(name: string, release: string): RegistryRunNote | undefined {
  const notes = Object.hasOwn(registryRunNotes, name) ? registryRunNotes[name] : [];
  return notes.find((note) => note.release === undefined || note.release === release);
}
