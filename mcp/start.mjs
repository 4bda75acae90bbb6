// `npm run mcp`: starts the compiled docs MCP server in this same process, compiling it first
// when a source file changed since the last build (scripts/build-mcp.mjs).
import {buildMcp, isStale} from '../scripts/build-mcp.mjs';

if (isStale()) await buildMcp();
await import('./dist/cli.mjs');
