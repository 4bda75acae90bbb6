// What the modal's list area shows: the start screen (recent and favourite searches), the hits in
// sections, "no results" with suggestions, or the error.
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';

import {searchErrorHelp} from '@site/src/components/SearchCore';
import type {Section} from './groups';
import HitRow, {type RowAction} from './HitRow';
import {describeHit, plainText, type Hit, type StoredHit} from './hitText';
import {ErrorIcon, NoResultsIcon, RemoveIcon, StarIcon} from './icons';

/** What every list of options needs from the modal. */
export type ListProps = {
  listId: string;
  optionId: (index: number) => string;
  active: number;
  leavesSite: (url: string) => boolean;
  onPoint: (index: number) => void;
  onOpen: (hit: Hit, here: boolean) => void;
};

function StoredSection({
  title,
  hits,
  first,
  actions,
  list,
  column,
}: {
  title: string;
  hits: StoredHit[];
  first: number;
  actions: (hit: StoredHit, name: string) => RowAction[];
  list: ListProps;
  column: number;
}): ReactNode {
  if (hits.length === 0) return null;
  return (
    <div className="DocSearch-Hits" role="rowgroup" aria-label={title}>
      {/* The row group carries the title for assistive technology. */}
      <div className="DocSearch-Hit-source" aria-hidden="true">
        {title}
      </div>
      {hits.map((hit, offset) => (
        <HitRow
          key={hit.objectID}
          hit={hit}
          id={list.optionId(first + offset)}
          index={first + offset}
          selected={list.active === first + offset}
          column={column}
          external={list.leavesSite(hit.url)}
          actions={actions(hit, plainText(describeHit(hit).title))}
          onPoint={list.onPoint}
          onOpen={list.onOpen}
        />
      ))}
    </div>
  );
}

/** Each stored search's buttons, in the order of their cells. */
export type StoredActions = {
  recent: (hit: StoredHit, name: string) => RowAction[];
  favourite: (hit: StoredHit, name: string) => RowAction[];
};

export function StartScreen({
  recent,
  favourites,
  actions,
  column,
  list,
}: {
  recent: StoredHit[];
  favourites: StoredHit[];
  actions: StoredActions;
  column: number;
  list: ListProps;
}): ReactNode {
  if (recent.length === 0 && favourites.length === 0) {
    return (
      <div className="DocSearch-StartScreen">
        <p className="DocSearch-Help">No recent searches</p>
      </div>
    );
  }
  return (
    <div
      className="DocSearch-Dropdown-Container"
      role="grid"
      id={list.listId}
      aria-label="Recent and favourite searches">
      <StoredSection
        title="Recent"
        hits={recent}
        first={0}
        list={list}
        column={column}
        actions={actions.recent}
      />
      <StoredSection
        title="Favorite"
        hits={favourites}
        first={recent.length}
        list={list}
        column={column}
        actions={actions.favourite}
      />
    </div>
  );
}

/** The buttons of recent and favourite searches, named with the search they act on. */
export function storedActions({
  onFavourite,
  onRemoveRecent,
  onRemoveFavourite,
}: {
  onFavourite: (hit: StoredHit) => void;
  onRemoveRecent: (hit: StoredHit) => void;
  onRemoveFavourite: (hit: StoredHit) => void;
}): StoredActions {
  return {
    recent: (hit, name) => [
      {
        title: 'Save this search',
        label: `Save the search ${name}`,
        icon: <StarIcon />,
        run: () => onFavourite(hit),
      },
      {
        title: 'Remove this search from history',
        label: `Remove the search ${name} from history`,
        icon: <RemoveIcon />,
        run: () => onRemoveRecent(hit),
      },
    ],
    favourite: (hit, name) => [
      {
        title: 'Remove this search from favorites',
        label: `Remove the search ${name} from favorites`,
        icon: <RemoveIcon />,
        run: () => onRemoveFavourite(hit),
      },
    ],
  };
}

export function ResultsScreen({
  sections,
  nbHits,
  allResultsUrl,
  onAllResults,
  list,
}: {
  sections: Section[];
  nbHits: number;
  allResultsUrl: string;
  onAllResults: () => void;
  list: ListProps;
}): ReactNode {
  let index = 0;
  return (
    <>
      <div
        className="DocSearch-Dropdown-Container"
        role="listbox"
        id={list.listId}
        aria-label="Search results">
        {sections.map((section, number) => {
          const titleId = `${list.listId}-section-${number}`;
          return (
            <section
              key={section.title}
              className="DocSearch-Hits"
              role="group"
              aria-labelledby={titleId}>
              <div className="DocSearch-Hit-source" id={titleId}>
                {section.title}
              </div>
              <ul role="presentation">
                {section.items.map(({hit, child, lastChild}) => {
                  const at = index;
                  index += 1;
                  return (
                    <HitRow
                      key={hit.objectID}
                      hit={hit}
                      id={list.optionId(at)}
                      index={at}
                      selected={list.active === at}
                      child={child}
                      lastChild={lastChild}
                      external={list.leavesSite(hit.url)}
                      onPoint={list.onPoint}
                      onOpen={list.onOpen}
                    />
                  );
                })}
              </ul>
            </section>
          );
        })}
      </div>
      <section className="DocSearch-HitsFooter">
        <Link to={allResultsUrl} onClick={onAllResults}>
          {`See all ${nbHits} results`}
        </Link>
      </section>
    </>
  );
}

export function NoResultsScreen({
  query,
  suggestions,
  onSuggestion,
}: {
  query: string;
  suggestions: string[];
  onSuggestion: (suggestion: string) => void;
}): ReactNode {
  return (
    <div className="DocSearch-NoResults">
      <div className="DocSearch-Screen-Icon">
        <NoResultsIcon />
      </div>
      <p className="DocSearch-Title">
        No results for &quot;<strong>{query}</strong>&quot;
      </p>
      {suggestions.length > 0 && (
        <div className="DocSearch-NoResults-Prefill-List">
          <p className="DocSearch-Help">Try searching for:</p>
          <ul>
            {suggestions.slice(0, 3).map((suggestion) => (
              <li key={suggestion}>
                <button
                  className="DocSearch-Prefill"
                  type="button"
                  onClick={() => onSuggestion(suggestion)}>
                  {suggestion}
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

export function ErrorScreen(): ReactNode {
  return (
    <div className="DocSearch-ErrorScreen thv-search-error" role="alert">
      <div className="DocSearch-Screen-Icon">
        <ErrorIcon />
      </div>
      <p className="DocSearch-Title">Unable to fetch results</p>
      <p className="DocSearch-Help">{searchErrorHelp}</p>
    </div>
  );
}
