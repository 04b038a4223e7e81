import { Play } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

import type { ContentVideoEmbed } from '@/wordpress/content/content-types';
import { playerUrl, PROVIDER_NAMES } from '@/wordpress/content/video-urls';

/**
 * A thumbnail-free box that loads the provider's privacy-friendly player only when the visitor asks
 * for it: no third-party request, cookie or script before the click.
 */
export function VideoEmbed({ video }: { video: ContentVideoEmbed }) {
  const [playing, setPlaying] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const provider = PROVIDER_NAMES[video.provider];
  const title = video.title ?? `Vídeo do ${provider}`;
  // The button the visitor pressed is gone: keep the keyboard in the video instead of the page top.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <div className="my-6 aspect-video w-full overflow-hidden rounded-xl bg-slate-900 text-white">
      {playing ? (
        <iframe
          ref={player}
          src={playerUrl(video)}
          title={title}
          allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          className="size-full"
        />
      ) : (
        <button
          type="button"
          aria-label={`Reproduzir vídeo: ${title}`}
          onClick={() => setPlaying(true)}
          className="flex size-full flex-col items-center justify-center gap-2 p-4 text-center focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-white"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-white/15">
            <Play className="size-7" aria-hidden="true" />
          </span>
          <span className="font-semibold">Reproduzir vídeo</span>
          <span className="line-clamp-2 text-sm text-slate-300">{title}</span>
          <span className="text-xs text-slate-400">O vídeo carrega do {provider} ao clicar.</span>
        </button>
      )}
    </div>
  );
}
