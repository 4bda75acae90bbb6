// The modal's query box. It keeps the text typed itself, so that a key press redraws the box and
// nothing else: the modal hears of each query (`onQuery`) and redraws only when what it shows
// changes (an answer, the start screen). On a phone at 4x CPU, redrawing the whole modal took a
// good part of each key press.
import {
  memo,
  useImperativeHandle,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';

import {modalQueryLength} from '../SearchCore/limits';
import {ClearIcon, MagnifierIcon, SpinnerIcon} from './icons';

/** What the modal may do to the box: put a query in it (a suggestion, or none to clear it). */
export type SearchBoxControl = {setQuery(query: string): void};

type Props = {
  control: Ref<SearchBoxControl>;
  inputRef: RefObject<HTMLInputElement | null>;
  inputId: string;
  labelId: string;
  initialQuery: string;
  /** The combobox's list, while it shows options, and the option selected. */
  listId: string | undefined;
  /** What the list is: hits to choose from, or stored searches, a grid with their buttons. */
  popup: 'listbox' | 'grid';
  activeId: string | undefined;
  onQuery: (query: string) => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
};

function SearchBox({
  control,
  inputRef,
  inputId,
  labelId,
  initialQuery,
  listId,
  popup,
  activeId,
  onQuery,
  onKeyDown,
}: Props): ReactNode {
  const [query, setQuery] = useState(initialQuery);
  const change = (next: string) => {
    setQuery(next);
    onQuery(next);
  };
  useImperativeHandle(control, () => ({setQuery: change}));
  return (
    <form
      className="DocSearch-Form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      onReset={(event) => {
        event.preventDefault();
        change('');
        inputRef.current?.focus();
      }}>
      <label className="DocSearch-MagnifierLabel" htmlFor={inputId} id={labelId}>
        <MagnifierIcon />
        <span className="DocSearch-VisuallyHiddenForAccessibility">Search</span>
      </label>
      <div className="DocSearch-LoadingIndicator">
        <SpinnerIcon />
      </div>
      <input
        ref={inputRef}
        className="DocSearch-Input"
        id={inputId}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-haspopup={popup}
        aria-expanded={listId !== undefined}
        aria-controls={listId}
        aria-activedescendant={activeId}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        enterKeyHint={query.trim() === '' ? 'search' : 'go'}
        placeholder="Search docs"
        maxLength={modalQueryLength}
        value={query}
        onChange={(event) => change(event.target.value.slice(0, modalQueryLength))}
        onKeyDown={onKeyDown}
      />
      <button
        type="reset"
        className="DocSearch-Reset"
        title="Clear the query"
        aria-label="Clear the query"
        hidden={!query}>
        <ClearIcon />
      </button>
    </form>
  );
}

export default memo(SearchBox);
