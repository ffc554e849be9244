import type { WallBackground } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The backgrounds' names in the editor's choice (rendered with `i18n._`). */
export const backgroundLabels: Record<WallBackground, MessageDescriptor> = {
  none: msg({ message: 'None', context: 'wall background' }),
  circles: msg({ message: 'Circles', context: 'wall background' }),
  shapes: msg`Shapes`,
  anime: msg`Anime`,
  emoji: msg({ message: 'Emoji', context: 'wall background' }),
  'hungry-circle': msg`Hungry circle`,
  matrix: msg`Matrix`,
  invaders: msg`Invaders`,
  warp: msg`Warp`,
  'space-rocks': msg`Space rocks`,
};
