import {useCallback, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';
import {measureOverflow, watchOverflow, type OnOverflow} from '@site/src/utils/overflowWatch';

// Replaces the theme's version for one measured reason. Its word-wrap hook (`useCodeWordWrap`)
// watches for a hidden tab becoming visible through `useMutationObserver`, whose options pass
// through `useShallowMemoObject`, which sorts them with `localeCompare` on every render of every
// block (added in https://github.com/facebook/docusaurus/pull/7485). A page's first `localeCompare`
// builds the browser's collator: 57-143 ms of blocking work at 4x CPU slowdown, measured here
// (BENCHMARKS.md), and `tests/e2e/loading.spec.ts` fails when a docs page builds it. Here overflow
// is a DOM attribute kept by the page's one ResizeObserver (overflowWatch), which also measures
// blocks in a tab that becomes visible, and only the reader's own word-wrap choice is React state.

/** The attribute, on the `pre`, that wraps long lines (see ../Buttons/styles.module.css). */
const wrapAttribute = 'data-wrap';

/**
 * Marks the block's content box (the `pre`'s parent) when its code is wider than the box, so CSS
 * shows the word-wrap button only where wrapping changes anything (../Buttons/styles.module.css).
 */
const markOverflow: OnOverflow = (pre, excess) => {
  pre.parentElement?.toggleAttribute('data-overflows', excess > 0);
};

export default function CodeBlockString({children: code, ...props}: Props): ReactNode {
  const {prism} = useThemeConfig();
  const metadata = useMemo(
    () =>
      createCodeBlockMetadata({
        code,
        className: props.className,
        metastring: props.metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language: props.language,
        title: props.title,
        showLineNumbers: props.showLineNumbers,
      }),
    [
      code,
      props.className,
      props.metastring,
      props.language,
      props.title,
      props.showLineNumbers,
      prism.magicComments,
      prism.defaultLanguage,
    ],
  );

  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setEnabled] = useState(false);
  const toggle = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const wrap = !pre.hasAttribute(wrapAttribute);
    pre.toggleAttribute(wrapAttribute, wrap);
    // Unwrapping makes long lines overflow again without changing the box's size.
    if (!wrap) measureOverflow([pre]);
    setEnabled(wrap);
  }, []);

  useEffect(() => {
    const pre = codeBlockRef.current;
    return pre ? watchOverflow(pre, markOverflow) : undefined;
  }, []);

  const wordWrap = useMemo(
    () => ({codeBlockRef, isEnabled, isCodeScrollable: false, toggle}),
    [isEnabled, toggle],
  );
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <CodeBlockLayout />
    </CodeBlockContextProvider>
  );
}
