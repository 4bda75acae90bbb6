import type {ReactNode} from 'react';
import Layout from '@theme/Layout';

import HomeHero from '@site/src/components/HomeHero';
import WaysIn from '@site/src/components/WaysIn';

export default function Home(): ReactNode {
  return (
    <Layout
      title="Run MCP servers simply and securely"
      description="ToolHive runs Model Context Protocol (MCP) servers in isolated containers and connects them to supported AI clients. Use the thv CLI, the local API or the Kubernetes operator.">
      <main>
        <HomeHero />
        <WaysIn />
      </main>
    </Layout>
  );
}
