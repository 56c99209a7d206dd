import { useRef, useState } from 'react';
import type { MediaV2 } from '../article-types';
import styles from './Articles.module.css';
import { SiteImage } from '#app/ui/image/SiteImage';

/** The privacy-enhanced player host; nothing is requested from it before the click. */
const VIDEO_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

function videoEmbedUrl(videoId: string): string {
  return `${VIDEO_EMBED_ORIGIN}/embed/${encodeURIComponent(videoId)}?autoplay=1&rel=0`;
}

/**
 * Click-to-load video (SPEC 7.4): a drawn poster and a play button. Only after the click is the
 * player's frame inserted, so a reader who never plays it sends nothing to the video host and
 * the page loads no player script.
 */
export function VideoEmbed({ videoId, title, poster }: { videoId: string; title: string; poster: MediaV2 }) {
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  return (
    <figure className={styles.video}>
      <div className={styles.videoBox}>
        {playing ? (
          <iframe
            ref={(el) => {
              frame.current = el;
              el?.focus();
            }}
            className={styles.videoFrame}
            src={videoEmbedUrl(videoId)}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.videoFacade} onClick={() => setPlaying(true)} data-video-id={videoId}>
            <SiteImage src={poster.url} alt="" width={poster.width} height={poster.height} />
            <span className={styles.playIcon} aria-hidden="true">
              <svg width="68" height="48" viewBox="0 0 68 48" focusable="false">
                <rect width="68" height="48" rx="12" fill="#e2001a" />
                <path d="M27 14 L47 24 L27 34 Z" fill="#fff" />
              </svg>
            </span>
            <span className={styles.videoLabel}>
              <span className="visually-hidden">동영상 재생: </span>
              {title}
            </span>
          </button>
        )}
      </div>
      <figcaption className={styles.caption}>
        {title} <span className={styles.videoNote}>(재생하면 YouTube에서 영상을 불러와요)</span>
      </figcaption>
    </figure>
  );
}
