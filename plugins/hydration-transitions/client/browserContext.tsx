import {createContext, startTransition, useEffect, useState, type ReactNode} from 'react';

/**
 * True once the page has hydrated. `@docusaurus/useIsBrowser` reads it. It starts false on the
 * client as on the server, so the first client render matches the server's HTML.
 */
export const Context = createContext(false);

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => {
    // Every reader of the context renders again: as a transition, React can slice that work.
    startTransition(() => setIsBrowser(true));
  }, []);
  return <Context.Provider value={isBrowser}>{children}</Context.Provider>;
}
