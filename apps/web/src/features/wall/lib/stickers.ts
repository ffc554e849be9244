import type { StickerCategory } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** docs/product.md §Data sticker categories, a dozen stickers each. */
export const stickers: Record<StickerCategory, string[]> = {
  emoji: ['😀', '😂', '😍', '😎', '🤩', '🥳', '😇', '🤔', '😴', '🤯', '😱', '🥰'],
  fantasy: ['🦄', '🐉', '🧚', '🧙', '🧜', '🧞', '🧝', '🔮', '🏰', '🗡️', '🪄', '👑'],
  space: ['🚀', '🛸', '🪐', '🌌', '🌙', '⭐', '☄️', '🌍', '👽', '🛰️', '🌞', '🔭'],
  cryptids: ['👣', '🦕', '🦖', '🐙', '🦑', '👾', '👻', '🐍', '🦇', '🕷️', '🌲', '🗿'],
  animals: ['🐶', '🐱', '🦊', '🐼', '🐨', '🦁', '🐯', '🐸', '🐵', '🦉', '🐧', '🐢'],
  nature: ['🌸', '🌻', '🌵', '🍀', '🍁', '🌊', '🌈', '⛰️', '🌳', '🍄', '❄️', '🔥'],
  food: ['🍕', '🍔', '🍟', '🌮', '🍣', '🍩', '🍪', '🍦', '🍉', '🍓', '🥑', '☕'],
  sports: ['⚽', '🏀', '🏈', '⚾', '🎾', '🏐', '🏓', '🥊', '🚴', '🏄', '⛷️', '🏆'],
  music: ['🎵', '🎶', '🎸', '🎹', '🥁', '🎺', '🎷', '🎻', '🎤', '🎧', '📻', '🪗'],
  tech: ['💻', '📱', '⌨️', '🖱️', '🕹️', '🤖', '💾', '📷', '🔋', '💡', '🛠️', '📡'],
  symbols: ['❤️', '✨', '💯', '✅', '⚡', '☮️', '☯️', '♻️', '💥', '💫', '🔔', '🎉'],
};

/** The sticker categories' names (rendered with `i18n._`). */
export const stickerCategoryLabels: Record<StickerCategory, MessageDescriptor> = {
  emoji: msg({ message: 'Emoji', context: 'sticker category' }),
  fantasy: msg`Fantasy`,
  space: msg`Space`,
  cryptids: msg`Cryptids`,
  animals: msg`Animals`,
  nature: msg`Nature`,
  food: msg`Food`,
  sports: msg`Sports`,
  music: msg`Music`,
  tech: msg`Tech`,
  symbols: msg`Symbols`,
};
