// The modal's query box. The text typed is the input's own (React does not hold it), so a key
// press redraws nothing: the modal hears of each query (`onQuery`) and redraws only when what it
// shows changes (an answer, the start screen), and the box only when it turns empty or not. On a
// phone at 4x CPU, each redraw walked React's tree from the page's root, a good part of each key.
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
  // Set to the same value, a state costs no redraw: these change only when the box empties or fills.
  const [empty, setEmpty] = useState(initialQuery === '');
  const [blank, setBlank] = useState(initialQuery.trim() === '');
  const change = (next: string) => {
    setEmpty(next === '');
    setBlank(next.trim() === '');
    onQuery(next);
  };
  const put = (next: string) => {
    if (inputRef.current) inputRef.current.value = next;
    change(next);
  };
  useImperativeHandle(control, () => ({setQuery: put}));
  return (
    <form
      className="DocSearch-Form"
      role="search"
      onSubmit={(event) => event.preventDefault()}
      onReset={(event) => {
        event.preventDefault();
        put('');
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
        enterKeyHint={blank ? 'search' : 'go'}
        placeholder="Search docs"
        maxLength={modalQueryLength}
        defaultValue={initialQuery}
        onChange={(event) => change(event.target.value.slice(0, modalQueryLength))}
        onKeyDown={onKeyDown}
      />
      <button
        type="reset"
        className="DocSearch-Reset"
        title="Clear the query"
        aria-label="Clear the query"
        hidden={empty}>
        <ClearIcon />
      </button>
    </form>
  );
}

export default memo(SearchBox);
