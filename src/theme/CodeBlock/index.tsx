import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

// The classic theme's CodeBlock mounts every code block a second time after hydration (a `key`
// that changes once the page runs in the browser), because its Prism themes differ between the
// server and a reader's colour mode. Our Prism theme is made of CSS variables
// (src/utils/prismThemes.ts), so the server's markup is already right, and the second mount only
// cost a blocking re-highlight of every block on page load. Upstream: the colour-mode flash this
// remount answers is https://github.com/facebook/docusaurus/issues/11566 (CSS-variable themes are
// proposed in https://github.com/facebook/docusaurus/pull/12221); drop this file once that lands.

/** The code as one string when the children are only text; `undefined` when they hold elements. */
function textOf(children: ReactNode): string | undefined {
  const parts = Children.toArray(children);
  if (parts.some(isValidElement)) return undefined;
  return parts.join('');
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const text = textOf(children);
  return text === undefined ? (
    <ElementContent {...props}>{children}</ElementContent>
  ) : (
    <StringContent {...props}>{text}</StringContent>
  );
}
