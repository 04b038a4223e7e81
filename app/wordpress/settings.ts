// Relative imports: the build's crawl (loaded outside Vite by react-router.config.ts) uses this file.
import { catalog } from '../config/site';

/** The owner's settings the site follows, read from the companion plugin at build time. */
export interface WordPressSettings {
  /** A price checked longer ago than this many days may have changed at the shop. */
  priceFreshDays: number;
}

/** Without the plugin (or for another WordPress chosen in the dialog): the site's own constants. */
export const DEFAULT_SETTINGS: WordPressSettings = { priceFreshDays: catalog.priceFreshDays };
