import type {ReactNode} from 'react';
import DocsLink from '@site/src/components/DocsLink';
import Heading from '@theme/Heading';

import styles from './styles.module.css';

type WayIn = {
  title: string;
  audience: string;
  description: string;
  command: string;
  to: string;
  linkText: string;
};

const waysIn: WayIn[] = [
  {
    title: 'The thv command line',
    audience: 'For developers on a laptop',
    description:
      'Run any MCP server from the built-in registry, a container image or a package in one command. ToolHive adds it to the settings of the supported AI clients it finds installed, as long as every one of them has a settings file.',
    command: 'thv run fetch',
    to: '/toolhive/guides-cli',
    linkText: 'Use the CLI',
  },
  {
    title: 'The local API',
    audience: 'For tools and desktop apps',
    description:
      'thv serve exposes the same workloads, registry and client settings as a REST API on localhost, described by an OpenAPI file.',
    command: 'thv serve --port 8080',
    to: '/toolhive/guides-cli/api-server',
    linkText: 'Start the API server',
  },
  {
    title: 'The Kubernetes operator',
    audience: 'For platform teams',
    description:
      'Declare an MCPServer resource and the operator runs it in your cluster, with a proxy, a service and its own RBAC.',
    command: 'kubectl get mcpservers',
    to: '/toolhive/guides-k8s',
    linkText: 'Deploy to Kubernetes',
  },
];

export default function WaysIn(): ReactNode {
  return (
    <section className={`container ${styles.section}`} aria-labelledby="ways-in">
      <Heading as="h2" id="ways-in" className={styles.heading}>
        Three ways to use ToolHive
      </Heading>
      <p className={styles.intro}>
        Each runs MCP servers in isolated containers behind a small proxy. Pick the one that fits
        where you work.
      </p>
      <ul className={styles.grid}>
        {waysIn.map((way) => (
          <li key={way.title} className={styles.card}>
            <p className={styles.audience}>{way.audience}</p>
            <h3 className={styles.title}>{way.title}</h3>
            <p>{way.description}</p>
            <code className={styles.command}>{way.command}</code>
            <DocsLink className={styles.link} to={way.to}>
              {way.linkText}
              <span aria-hidden="true"> →</span>
            </DocsLink>
          </li>
        ))}
      </ul>
      <div className={styles.next}>
        <h2 className={styles.heading}>New to MCP?</h2>
        <p className={styles.intro}>
          Read the <DocsLink to="/toolhive/concepts/mcp-primer">MCP primer</DocsLink> for the ideas,
          then follow the <DocsLink to="/toolhive/quickstart">quickstart</DocsLink> to run your
          first server in a few minutes.
        </p>
      </div>
    </section>
  );
}
