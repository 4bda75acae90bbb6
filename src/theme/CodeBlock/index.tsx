import {Children, isValidElement, type ReactNode} from 'react';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

// The classic theme's CodeBlock mounts every code block a second time after hydration (a `key`
// that changes once the page runs in the browser), because its Prism themes differ between the
// server and a reader's colour mode. Our Prism theme is made of CSS variables
// (src/utils/prismThemes.ts), so the server's markup is already right, and the second mount only
// cost a blocking re-highlight of every block on page load.

/** The children as one string when they are only text, so the block can be copied. */
function maybeStringifyChildren(children: ReactNode): ReactNode {
  if (Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children: rawChildren, ...props}: Props): ReactNode {
  const children = maybeStringifyChildren(rawChildren);
  return typeof children === 'string' ? (
    <StringContent {...props}>{children}</StringContent>
  ) : (
    <ElementContent {...props}>{children}</ElementContent>
  );
}
