import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildPost } from '../../testing/factories';
import { PostMedia } from './post-media';

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
