import type {ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {Highlight} from 'prism-react-renderer';
import Line from '@theme/CodeBlock/Line';
import type {Props} from '@theme/CodeBlock/Content';
import {useCodeTheme} from '../useCodeTheme';
import styles from './styles.module.css';

/** The highlighted lines of a code block, in a `pre` that takes keyboard focus to scroll. */
export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const theme = useCodeTheme();
  const {code, language, lineNumbersStart, lineClassNames} = metadata;
  const numbered = lineNumbersStart !== undefined;
  return (
    <Highlight theme={theme} code={code} language={language}>
      {({className: languageClass, style, tokens, getLineProps, getTokenProps}) => (
        <pre
          ref={wordWrap.codeBlockRef}
          // A scrollable region must be reachable from the keyboard.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={clsx(className, languageClass, styles.pre, 'thin-scrollbar')}
          style={style}>
          <code
            className={clsx(styles.lines, numbered && styles.numbered)}
            style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}>
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
        </pre>
      )}
    </Highlight>
  );
}
