// The build's search files are the site's own static files, not WordPress's: read with a plain fetch.
// Small and without imports, so the listing starts the first one at once, beside the search's code.

/** One of the build's search files as JSON; null when the site has none (a development server, another build). */
export async function fetchSearchFile(path: string, signal?: AbortSignal): Promise<unknown> {
  const response = await fetch(new URL(path, window.location.href), { signal });
  if (!response.ok) return null;
  try {
    const file: unknown = await response.json();
    return file;
  } catch {
    // The static host's page for a missing file.
    return null;
  }
}
