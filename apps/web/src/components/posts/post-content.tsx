import { Fragment } from 'react';

const urlPattern = /(https?:\/\/[^\s<]+[^\s<.,;:!?)\]'"])/g;

/** Post text with web links made clickable; everything else stays plain text (React escapes it). */
export function PostContent({ text }: { text: string }) {
  const parts = text.split(urlPattern);
  return (
    <p className="whitespace-pre-wrap break-words text-[0.95rem] leading-relaxed">
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the split parts never reorder
            key={index}
            href={part}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="font-medium text-primary underline-offset-2 hover:underline"
          >
            {part}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the split parts never reorder
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </p>
  );
}
