// Types for the untyped entry points the search UI imports: react-dom ships no
// types here, and DocSearch's stylesheet is CSS.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal;

  export function flushSync<R>(fn: () => R): R;
}

declare module '@docsearch/css';
