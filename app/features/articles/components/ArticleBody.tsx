import type { ArticleBlock } from '../article-types';
import styles from './Articles.module.css';
import { VideoEmbed } from './VideoEmbed';
import { SiteImage } from '#app/ui/image/SiteImage';

/**
 * The blocks of an article in reading order. HTML blocks were sanitised on the server
 * (allow-list, editor-html.server.ts) before they reached this component.
 */
export function ArticleBody({ blocks }: { blocks: ArticleBlock[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, i) => {
        if (block.type === 'html') return <div key={i} className={styles.prose} dangerouslySetInnerHTML={{ __html: block.html }} />;
        if (block.type === 'media') {
          return (
            <figure key={i} className={styles.figure}>
              <SiteImage src={block.media.url} alt={block.media.altText} width={block.media.width} height={block.media.height} />
              {block.caption && <figcaption className={styles.caption}>{block.caption}</figcaption>}
            </figure>
          );
        }
        return <VideoEmbed key={i} videoId={block.videoId} title={block.title} poster={block.poster} />;
      })}
    </div>
  );
}
