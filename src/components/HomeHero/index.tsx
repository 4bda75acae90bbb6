import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import styles from './styles.module.css';

const quickCommand = 'thv run fetch';

export default function HomeHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>ToolHive documentation</p>
          <h1 className={styles.title}>Simple and secure AI tools</h1>
          <p className={styles.lead}>
            ToolHive runs Model Context Protocol (MCP) servers in isolated containers, with only the
            access you grant, and connects them to the AI clients you already use.
          </p>
          <div className={styles.actions}>
            <Link className="button button--primary button--lg" to="/toolhive/quickstart">
              Start the quickstart
            </Link>
            <Link className="button button--secondary button--outline button--lg" to="/toolhive/">
              Read the docs
            </Link>
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
              <span className={styles.prompt}>$ </span>
              {quickCommand}
              {'\n'}
              <span className={styles.muted}>MCP server fetch is running.</span>
              {'\n'}
              <span className={styles.prompt}>$ </span>thv list{'\n'}
              <span className={styles.muted}>NAME STATUS URL</span>
              {'\n'}
              <span className={styles.muted}>fetch running http://127.0.0.1:43832/sse#fetch</span>
            </code>
          </pre>
        </figure>
      </div>
    </header>
  );
}
