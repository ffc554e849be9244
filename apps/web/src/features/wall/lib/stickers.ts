import type { StickerCategory } from '@circles/contracts';

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

export const stickerCategoryLabels: Record<StickerCategory, string> = {
  emoji: 'Emoji',
  fantasy: 'Fantasy',
  space: 'Space',
  cryptids: 'Cryptids',
  animals: 'Animals',
  nature: 'Nature',
  food: 'Food',
  sports: 'Sports',
  music: 'Music',
  tech: 'Tech',
  symbols: 'Symbols',
};
