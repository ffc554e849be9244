import type { Messages } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n';
import { buildPost } from '../../testing/factories';
import { PostMedia } from './post-media';

/** The member area's English messages (the language chips and the photo's fallback text are worded there). */
const memberMessages: Messages =
  Object.values(import.meta.glob<{ messages: Messages }>('../../locales/member/en.po', { eager: true }))[0]
    ?.messages ?? {};
const i18n = createI18n('en', memberMessages);
const withI18n = ({ children }: { children: ReactNode }) => (
  <I18nProvider i18n={i18n}>{children}</I18nProvider>
);
const render = (ui: ReactElement) => renderBare(ui, { wrapper: withI18n });

/** The box's aspect ratio as a number (the DOM writes `2` as `2 / 1`). */
const aspectOf = (element: Element | null) => {
  const [width = Number.NaN, height = 1] = (element as HTMLElement).style.aspectRatio.split('/').map(Number);
  return width / height;
};

describe('a post’s photo (issue 16: responsive images)', () => {
  it('offers each stored width in srcset, carries its size, and reserves a box of its shape', () => {
    const post = buildPost({
      image: '/media/posts/u1/1.jpg',
      imageSize: { width: 2000, height: 1000, widths: [640, 1280] },
      mediaAlt: 'A wide beach',
    });
    const { container } = render(<PostMedia post={post} />);
    const image = screen.getByRole('img', { name: 'A wide beach' });
    expect(image.getAttribute('srcset')).toBe(
      '/media/posts/u1/1.jpg?w=640 640w, /media/posts/u1/1.jpg?w=1280 1280w, /media/posts/u1/1.jpg 2000w',
    );
    expect(image.getAttribute('sizes')).toBe('(min-width: 720px) 640px, 100vw');
    expect(image).toHaveAttribute('width', '2000');
    expect(image).toHaveAttribute('height', '1000');
    expect(aspectOf(container.firstElementChild)).toBe(2);
  });

  it('keeps a photo without stored widths (or posted before them) to its one file in a 4:3 box', () => {
    const { container } = render(
      <PostMedia post={buildPost({ image: '/media/posts/u1/2.png', imageSize: null })} />,
    );
    const image = screen.getByRole('img', { name: 'Post attachment' });
    expect(image.getAttribute('srcset')).toBeNull();
    expect(image).toHaveAttribute('src', '/media/posts/u1/2.png');
    expect(aspectOf(container.firstElementChild)).toBeCloseTo(4 / 3);
  });
});

describe('a post’s video and audio (issue #52)', () => {
  const file = (url: string, extra: object) => ({
    language: 'english',
    abbreviation: 'EN',
    iconClass: 'fi fi-us',
    url,
    original: true,
    ...extra,
  });

  it('reserves the video’s box from its size, shows its poster first and its length', () => {
    const url = '/media/posts/u1/3.mp4';
    const post = buildPost({
      videos: [
        file(url, {
          width: 1280,
          height: 720,
          durationMs: 31_400,
          poster: { url: `${url}?poster=1`, width: 1280, height: 720, widths: [640] },
        }),
      ],
    });
    const { container } = render(<PostMedia post={post} />);
    const video = container.querySelector('video');
    expect(video).toHaveAttribute('poster', `${url}?poster=1&w=640`);
    expect(video).toHaveAttribute('width', '1280');
    expect(aspectOf(video?.parentElement ?? null)).toBeCloseTo(16 / 9);
    expect(screen.getByText('0:31')).toBeInTheDocument();
    expect(screen.getByText('31 seconds')).toBeInTheDocument();
  });

  it('keeps a tall phone video to a 4:5 box, and an unprocessed one (posted before) to 16:9 with no poster', () => {
    const tall = render(
      <PostMedia
        post={buildPost({ videos: [file('/media/posts/u1/4.mp4', { width: 720, height: 1280 })] })}
      />,
    );
    expect(aspectOf(tall.container.querySelector('video')?.parentElement ?? null)).toBeCloseTo(0.8);
    tall.unmount();
    const old = render(<PostMedia post={buildPost({ videos: [file('/media/posts/u1/5.webm', {})] })} />);
    const video = old.container.querySelector('video');
    expect(video).not.toHaveAttribute('poster');
    expect(aspectOf(video?.parentElement ?? null)).toBeCloseTo(16 / 9);
  });

  it('shows an audio file’s length beside its player', () => {
    render(
      <PostMedia post={buildPost({ audios: [file('/media/posts/u1/6.m4a', { durationMs: 65_000 })] })} />,
    );
    expect(screen.getByText('1:05')).toBeInTheDocument();
    expect(screen.getByText('1 minute 5 seconds')).toBeInTheDocument();
  });
});
