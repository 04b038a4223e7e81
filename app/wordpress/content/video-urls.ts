import type { ContentVideoEmbed } from './content-types';

type VideoRef = Pick<ContentVideoEmbed, 'provider' | 'videoId' | 'hash'>;

const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'music.youtube.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;

/** The YouTube or Vimeo video an address (page, short link or player) shows, if any. */
export function videoOf(href: string): VideoRef | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  if (YOUTUBE_HOSTS.has(host)) {
    const id = segments[0] === 'watch' ? url.searchParams.get('v') : segments[1];
    const isVideoPath = segments[0] === 'watch' || ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '');
    return isVideoPath && id !== null && id !== undefined && YOUTUBE_ID.test(id)
      ? { provider: 'youtube', videoId: id }
      : null;
  }
  if (host === 'youtu.be') {
    const id = segments[0];
    return id !== undefined && YOUTUBE_ID.test(id) ? { provider: 'youtube', videoId: id } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const [first, second, third] =
      host === 'player.vimeo.com' && segments[0] === 'video' ? segments.slice(1) : segments;
    if (first === undefined || !/^\d+$/.test(first) || third !== undefined) return null;
    const hash = second ?? url.searchParams.get('h') ?? undefined;
    if (hash !== undefined && !/^[0-9a-f]+$/i.test(hash)) return null;
    return { provider: 'vimeo', videoId: first, ...(hash === undefined ? {} : { hash }) };
  }
  return null;
}

/** The privacy-friendly player: youtube-nocookie.com, or Vimeo with do-not-track. */
export function playerUrl({ provider, videoId, hash }: VideoRef): string {
  if (provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1`;
  const params = new URLSearchParams({ dnt: '1', autoplay: '1', ...(hash === undefined ? {} : { h: hash }) });
  return `https://player.vimeo.com/video/${videoId}?${params}`;
}

export const PROVIDER_NAMES: Record<ContentVideoEmbed['provider'], string> = { youtube: 'YouTube', vimeo: 'Vimeo' };
