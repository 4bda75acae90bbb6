// How long a query may be, and how many hits a search asks for.
export const modalQueryLength = 64;
export const pageQueryLength = 512;
export const hitsPerPage = 20;
/** The longest query shown back to the reader (headings, titles, messages). */
export const echoedQueryLength = 60;
