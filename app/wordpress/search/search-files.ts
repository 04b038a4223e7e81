// Where the build writes the search's two files (routes/search-index.tsx, routes/search-engine.tsx).
// A module of its own: the build's configuration and the page loader read these addresses without
// loading the search engine.

/** The products' cards: what a result shows. */
export const SEARCH_INDEX_PATH = '/search-index.json';
/** MiniSearch's serialized index of them. */
export const SEARCH_ENGINE_PATH = '/search-engine.json';
