import type {ReactNode} from 'react';
import DocsLink from '@site/src/components/DocsLink';

import styles from './styles.module.css';

const terminalLines = [
  {command: 'thv run fetch', comment: 'start the fetch MCP server in a container'},
  {command: 'thv list', comment: 'see it running, with the URL your client uses'},
  {command: 'thv stop fetch', comment: 'stop it when you are done'},
];

export default function HomeHero(): ReactNode {
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>ToolHive documentation</p>
          <h1 id="home-title" className={styles.title}>
            Simple and secure AI tools
          </h1>
          <p className={styles.lead}>
            ToolHive runs Model Context Protocol (MCP) servers in containers that see only the host
            folders mounted into them, and adds them to the settings of supported AI clients such as
            VS Code, Cursor and Claude Code.
          </p>
          <div className={styles.actions}>
            <DocsLink className="button button--primary button--lg" to="/toolhive/quickstart">
              Start the quickstart
            </DocsLink>
            <DocsLink
              className="button button--secondary button--outline button--lg"
              to="/toolhive/">
              Read the docs
            </DocsLink>
          </div>
        </div>
        <figure className={styles.terminal} aria-label="Example terminal session">
          <div className={styles.terminalBar} aria-hidden="true">
            <span />
            <span />
            <span />
          </div>
          <pre className={styles.terminalBody}>
            <code>
              {terminalLines.map(({command, comment}) => (
                <span key={command} className={styles.line}>
                  <span className={styles.prompt}>$ </span>
                  {command}
                  <span className={styles.muted}>{`  # ${comment}`}</span>
                  {'\n'}
                </span>
              ))}
            </code>
          </pre>
        </figure>
      </div>
    </section>
  );
}
