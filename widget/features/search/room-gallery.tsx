import { useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RoomImage } from '../../../shared/api/rooms.ts';
import { slideAt, srcSetOf, stepSlide } from './room-gallery.ts';
import './room-gallery.css';

/** How wide a picture is drawn (room-gallery.css): the whole card on phones, a column from 56rem on. */
const SIZES = '(min-width: 56rem) 18rem, 100vw';

type RoomGalleryProps = { images: readonly RoomImage[]; roomName: string };

/**
 * A room type's pictures: the first one shown, the others by swiping (scroll snap) or by the
 * previous and next buttons. Every picture holds its place before it loads (its width and height,
 * in a frame of fixed shape), and only the first loads at once.
 */
export function RoomGallery({ images, roomName }: RoomGalleryProps) {
  const { t } = useLingui();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const count = images.length;
  if (count === 0) return null;
  const position = index + 1;

  const onScroll = () => {
    const list = track.current;
    if (list) setIndex(slideAt(list.scrollLeft, list.clientWidth, count));
  };
  const go = (step: 1 | -1) => {
    const list = track.current;
    if (!list) return;
    const next = stepSlide(index, step, count);
    // right to left, the pictures after the first lie to the left: scrollLeft goes negative
    const sign = getComputedStyle(list).direction === 'rtl' ? -1 : 1;
    list.scrollTo({ left: sign * next * list.clientWidth });
    setIndex(next);
  };

  return (
    <div class="room-gallery">
      {/* a scrolled region is reached by keyboard, to scroll it with the arrow keys */}
      <ul ref={track} class="room-gallery-track" tabIndex={count > 1 ? 0 : undefined} aria-label={t`Photos of ${roomName}`} onScroll={onScroll}>
        {images.map((image, i) => (
          <li key={image.url} class="room-gallery-slide">
            <img
              src={image.url}
              srcset={srcSetOf(image)}
              sizes={image.srcset.length > 0 ? SIZES : undefined}
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading={i === 0 ? undefined : 'lazy'}
              decoding="async"
            />
          </li>
        ))}
      </ul>
      {count > 1 ? (
        <>
          <button type="button" class="room-gallery-button room-gallery-previous" aria-label={t`Previous photo`} onClick={() => go(-1)}>
            <Chevron />
          </button>
          <button type="button" class="room-gallery-button room-gallery-next" aria-label={t`Next photo`} onClick={() => go(1)}>
            <Chevron />
          </button>
          <p class="room-gallery-position" aria-live="polite">
            {/* "1 / 3" reads left to right in every language, as page counts do */}
            <span aria-hidden="true" dir="ltr">
              {position} / {count}
            </span>
            <span class="visually-hidden">{t`Photo ${position} of ${count}`}</span>
          </p>
        </>
      ) : null}
    </div>
  );
}

/** An arrow pointing to the inline end (mirrored for the previous button and in right-to-left pages by the CSS). */
function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M6 3l5 5-5 5" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
  );
}
