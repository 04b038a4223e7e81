import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';

import { currentWordPressBaseUrl, useWordPressBaseUrl } from './address';
import type { BuildSeed } from './build-seed';
import { getQueryClient } from './query-client';
import { DEFAULT_SETTINGS, type WordPressSettings } from './settings';

/** The WordPress the site reads (null: none, the samples), with its settings. */
interface WordPressSource extends WordPressSettings {
  baseUrl: string | null;
}

/** A WordPress there is: what every query of the gateway is bound to. */
export interface LiveWordPress extends WordPressSettings {
  baseUrl: string;
}

/**
 * The settings the build read hold for the build's WordPress during the whole visit. They are kept
 * in the visit's query cache for route clientLoaders, which run on client navigations (after the
 * first page's effects), and for pages the build did not prerender, which have no build data.
 */
const SETTINGS_KEY = ['wordpress-settings'] as const;

function rememberedSettings(): BuildSeed<WordPressSettings> | null {
  return getQueryClient().getQueryData<BuildSeed<WordPressSettings>>(SETTINGS_KEY) ?? null;
}

function rememberSettings(settings: BuildSeed<WordPressSettings>): void {
  const client = getQueryClient();
  // Nothing observes this entry: it must outlive the cache's garbage collection.
  client.setQueryDefaults(SETTINGS_KEY, { gcTime: Infinity });
  client.setQueryData(SETTINGS_KEY, settings);
}

function sourceFor(baseUrl: string | null, seed: BuildSeed<WordPressSettings> | null): WordPressSource {
  const settings = seed !== null && seed.baseUrl === baseUrl ? seed.data : DEFAULT_SETTINGS;
  return { baseUrl, ...settings };
}

/** The WordPress in use, for code outside components (route clientLoaders). */
function currentWordPress(): WordPressSource {
  return sourceFor(currentWordPressBaseUrl(), rememberedSettings());
}

const WordPressContext = createContext<WordPressSource | null>(null);

/** Binds every page below to the WordPress in use, and follows the visitor's changes of address. */
export function WordPressProvider({
  settings,
  children,
}: {
  settings: BuildSeed<WordPressSettings> | null;
  children: ReactNode;
}) {
  const baseUrl = useWordPressBaseUrl();
  // Pages the build did not prerender have no build data: the settings of an earlier page hold.
  const seed = settings ?? rememberedSettings();
  useEffect(() => {
    if (settings !== null) rememberSettings(settings);
  }, [settings]);
  const source = useMemo(() => sourceFor(baseUrl, seed), [baseUrl, seed]);
  return <WordPressContext value={source}>{children}</WordPressContext>;
}

export function useWordPress(): WordPressSource {
  const source = useContext(WordPressContext);
  if (source === null) throw new Error('useWordPress needs a WordPressProvider above it');
  return source;
}

/** The WordPress in use when there is one, for route clientLoaders (null: the samples). */
export function currentLiveWordPress(): LiveWordPress | null {
  const { baseUrl, ...settings } = currentWordPress();
  return baseUrl === null ? null : { baseUrl, ...settings };
}

/** Whether the site reads a WordPress (false: it shows its samples). Features need no more of the address. */
export function useHasWordPress(): boolean {
  return useWordPress().baseUrl !== null;
}
