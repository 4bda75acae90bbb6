// A searchable record, in DocSearch's format: what the build extracts from each page and what a
// hit returns.

export const levels = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof levels)[number];
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type Hierarchy = {lvl0: string; lvl1: string} & Record<
  Exclude<Level, 'lvl0' | 'lvl1'>,
  string | null
>;

/** One searchable unit, in DocSearch's record format. */
export type SearchRecord = {
  objectID: string;
  /** Absolute URL, with the anchor of the nearest heading. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  content: string | null;
  /** Shared by the records of a section (`unpackSearchIndex`): never changed once made. */
  hierarchy: Readonly<Hierarchy>;
  language: string;
  docusaurus_tag: string[];
  weight: {pageRank: number; level: number; position: number};
  /** The page drops a negative page rank when a query names it (see `namedPages`). */
  foundByName?: boolean;
  /** A record of its own, titled by its element (a flag, a field, a tool): see `namedLevel`. */
  named?: boolean;
  /** Words that name the page's context (Kubernetes, the REST API): see `PackedPage.context`. */
  context?: readonly string[];
  /** Words readers use for the page that it may not use itself: see `PackedPage.keywords`. */
  keywords?: readonly string[];
};

export const levelWeights: Record<RecordType | 'lvl0', number> = {
  lvl0: 100,
  lvl1: 90,
  lvl2: 80,
  lvl3: 70,
  lvl4: 60,
  lvl5: 50,
  lvl6: 40,
  content: 0,
};
