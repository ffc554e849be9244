import type { WallBackground } from '@circles/contracts';

export const backgroundLabels: Record<WallBackground, string> = {
  none: 'None',
  circles: 'Circles',
  shapes: 'Shapes',
  anime: 'Anime',
  emoji: 'Emoji',
  'hungry-circle': 'Hungry circle',
  matrix: 'Matrix',
  invaders: 'Invaders',
  warp: 'Warp',
  'space-rocks': 'Space rocks',
};
