import type {ReactNode} from 'react';
import {useId} from 'react';

import styles from './styles.module.css';

type Props = {
  defaultQuery?: string;
};

/**
 * A plain GET form to the search page. It works before hydration and
 * without JavaScript, which is why the not-found page uses it.
 */
export default function SearchForm({defaultQuery = ''}: Props): ReactNode {
  const inputId = useId();
  return (
    <form className={styles.form} action="/search" method="get" role="search">
      <label htmlFor={inputId} className="thv-field-label">
        Search the docs
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={`thv-text-input ${styles.input}`}
          type="search"
          name="q"
          defaultValue={defaultQuery}
          maxLength={512}
          placeholder="Search docs"
          autoComplete="off"
        />
        <button className="button button--primary" type="submit">
          Search
        </button>
      </div>
    </form>
  );
}
