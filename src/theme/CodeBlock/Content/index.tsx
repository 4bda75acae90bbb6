import {useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {Highlight} from '@site/plugins/prism-languages/client';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeTheme} from '../useCodeTheme';
import {serverMarkup} from './serverMarkup';
import styles from './styles.module.css';

/**
 * The highlighted lines of a code block, in a `pre` that takes keyboard focus to scroll.
 *
 * The server highlights every block. While the browser hydrates the page, a block keeps the lines
 * the server rendered (found by an id that React gives the same value on both sides), so the
 * browser needs no Prism for the page a reader opens. Code the browser renders itself (after a
 * move to another page, or when a sample changes) is highlighted by the Prism it then loads.
 */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = useCodeTheme();
  const id = useId();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const [hydrated] = useState(() => ({code, markup: serverMarkup(id)}));
  const keepMarkup = hydrated.markup !== undefined && hydrated.code === code;
  const numbered = lineNumbersStart !== undefined;
  const codeProps = {
    id,
    className: clsx(styles.lines, numbered && styles.numbered),
    style: numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined,
  };
  return (
    <Highlight theme={theme} code={code} language={language} plain={keepMarkup}>
      {({className: languageClass, style, tokens, getLineProps, getTokenProps}) => (
        <pre
          ref={wordWrap.codeBlockRef}
          // A scrollable region must be reachable from the keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={clsx(className, languageClass, styles.pre, 'thin-scrollbar')}
          style={style}>
          {keepMarkup ? (
            // The server's own lines, kept as they are.
            <code {...codeProps} dangerouslySetInnerHTML={{__html: hydrated.markup ?? ''}} />
          ) : (
            <code {...codeProps}>
              {tokens.map((line, index) => (
                <Line
                  key={index}
                  line={line}
                  getLineProps={getLineProps}
                  getTokenProps={getTokenProps}
                  classNames={lineClassNames[index]}
                  showLineNumbers={numbered}
                />
              ))}
            </code>
          )}
        </pre>
      )}
    </Highlight>
  );
}
