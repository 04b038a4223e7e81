function isArguments(entry: unknown): entry is IArguments {
  return Object.prototype.toString.call(entry) === '[object Arguments]';
}

/**
 * The page's `window.dataLayer` as plain arrays. Every entry must be an Arguments object, which is
 * what Google's tags read as a gtag command (a plain array there is not one).
 */
export function gtagCommands(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => {
    if (!isArguments(entry)) throw new Error(`not a gtag command (an Arguments object): ${JSON.stringify(entry)}`);
    return Array.from<unknown>(entry);
  });
}
