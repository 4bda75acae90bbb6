// Types for the two untyped entry points the search UI imports. react-dom
// ships no types here; DocSearch's `modal` entry re-exports the typed package.
declare module 'react-dom' {
  import type {ReactNode, ReactPortal} from 'react';

  export function createPortal(
    children: ReactNode,
    container: Element | DocumentFragment,
    key?: string | null,
  ): ReactPortal;

  export function flushSync<R>(fn: () => R): R;
}

declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}

declare module '@docsearch/react/style';
