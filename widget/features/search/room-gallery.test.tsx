// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act } from 'preact/test-utils';
import type { RoomImage } from '../../../shared/api/rooms.ts';
import { activateLocale, loadLaterText } from '../../lib/i18n.ts';
import { click, mount } from '../../testing/render.tsx';
import { slideAt, srcSetOf, stepSlide } from './room-gallery.ts';
import { RoomGallery } from './room-gallery.tsx';

const image = (name: string, alt: string, srcset: RoomImage['srcset'] = []): RoomImage => ({ url: `/media/${name}.svg`, width: 640, height: 480, alt, srcset });
const IMAGES = [image('room', 'Two single beds beside a window'), image('view', 'The city seen from the window'), image('bath', 'A bathroom with a bathtub')];

let unmount = () => {};
afterEach(() => unmount());
beforeAll(() => Promise.all([activateLocale('en'), loadLaterText()]));

async function renderGallery(images: RoomImage[]) {
  const view = await mount(
    <I18nProvider i18n={i18n}>
      <RoomGallery images={images} roomName="Standard Twin" />
    </I18nProvider>,
  );
  unmount = view.unmount;
  const track = view.container.querySelector<HTMLUListElement>('ul');
  const button = (name: string) => view.container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`);
  const position = () => view.container.querySelector('.room-gallery-position');
  return { ...view, track, button, position };
}

describe('the gallery of a room type', () => {
  it('shows the first picture at once and the others lazily, each with its alt text and size', async () => {
    const { container, track } = await renderGallery(IMAGES);
    expect(track?.getAttribute('aria-label')).toBe('Photos of Standard Twin');
    const images = [...container.querySelectorAll('img')];
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(IMAGES.map((i) => i.alt));
    expect(images.map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
    for (const img of images) expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['640', '480']);
  });

  it('says which picture is shown, to the eye and to screen readers, and the buttons move to the next and round', async () => {
    const gallery = await renderGallery(IMAGES);
    const scrollTo = vi.fn();
    gallery.track!.scrollTo = scrollTo;
    Object.defineProperty(gallery.track!, 'clientWidth', { value: 300 });
    expect(gallery.position()?.textContent).toBe('1 / 3Photo 1 of 3');
    expect(gallery.position()?.getAttribute('aria-live')).toBe('polite');
    await click(gallery.button('Next photo'));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300 });
    expect(gallery.position()?.textContent).toBe('2 / 3Photo 2 of 3');
    await click(gallery.button('Previous photo'));
    await click(gallery.button('Previous photo'));
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 600 });
    expect(gallery.position()?.textContent).toContain('Photo 3 of 3');
  });

  it('follows a swipe: the position is the picture scrolled to', async () => {
    const gallery = await renderGallery(IMAGES);
    Object.defineProperty(gallery.track!, 'clientWidth', { value: 300 });
    Object.defineProperty(gallery.track!, 'scrollLeft', { value: 598, configurable: true });
    await act(() => {
      gallery.track!.dispatchEvent(new Event('scroll'));
    });
    expect(gallery.position()?.textContent).toContain('Photo 3 of 3');
  });

  it('has no buttons or position for one picture, and nothing at all for none', async () => {
    const one = await renderGallery(IMAGES.slice(0, 1));
    expect(one.container.querySelectorAll('button')).toHaveLength(0);
    expect(one.position()).toBeNull();
    expect(one.track?.hasAttribute('tabindex')).toBe(false);
    unmount();
    const none = await renderGallery([]);
    expect(none.container.innerHTML).toBe('');
  });

  it('offers the browser every width of a picture that has several', async () => {
    const wide = image('room', 'Room', [
      { url: '/media/room-1280.webp', width: 1280 },
      { url: '/media/room-320.webp', width: 320 },
    ]);
    expect(srcSetOf(wide)).toBe('/media/room-320.webp 320w, /media/room.svg 640w, /media/room-1280.webp 1280w');
    expect(srcSetOf(IMAGES[0]!)).toBeUndefined();
    const { container } = await renderGallery([wide]);
    expect(container.querySelector('img')?.getAttribute('srcset')).toBe(srcSetOf(wide));
    expect(container.querySelector('img')?.getAttribute('sizes')).toBe('(min-width: 56rem) 18rem, 100vw');
  });
});

describe('the picture a gallery shows', () => {
  it('is read from the scroll offset, also right to left where it is negative', () => {
    expect(slideAt(0, 300, 3)).toBe(0);
    expect(slideAt(310, 300, 3)).toBe(1);
    expect(slideAt(-600, 300, 3)).toBe(2);
    expect(slideAt(5000, 300, 3)).toBe(2);
    expect(slideAt(100, 0, 3)).toBe(0);
  });

  it('goes round at either end', () => {
    expect(stepSlide(2, 1, 3)).toBe(0);
    expect(stepSlide(0, -1, 3)).toBe(2);
  });
});
