// Which pages get a `.data` file beside their HTML. React Router fetches a page's `.data` on a
// client navigation only for a route whose loader has no clientLoader, or whose clientLoader calls
// serverLoader (react-router's nonSsrStrategy, with `ssr: false`); the HTML carries the data of the
// page it opens on. The product and category pages' clientLoaders ask WordPress instead, so their
// `.data` files, one per product, are never read (e2e/prerender.spec.ts navigates to both and checks
// that no `.data` is asked for). The home's and the site pages' are kept: a handful of files.
import { isCategoryPath, isProductPath } from '../../app/config/paths.ts';

export function pageDataWritten(path: string): boolean {
  return !isProductPath(path) && !isCategoryPath(path);
}
