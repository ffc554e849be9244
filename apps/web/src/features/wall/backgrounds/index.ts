import type { WallBackground } from '@circles/contracts';
import { createAnimeScene } from './anime';
import { createCirclesScene } from './circles';
import { createEmojiScene } from './emoji';
import { createHungryCircleScene } from './hungry-circle';
import { createInvadersScene } from './invaders';
import { createMatrixScene } from './matrix';
import type { SceneFactory } from './scene';
import { createShapesScene } from './shapes';
import { createSpaceRocksScene } from './space-rocks';
import { createWarpScene } from './warp';

/** docs/product.md §Data background ids → their scene ('none' draws nothing). */
export const sceneFactories: Record<Exclude<WallBackground, 'none'>, SceneFactory> = {
  circles: createCirclesScene,
  shapes: createShapesScene,
  anime: createAnimeScene,
  emoji: createEmojiScene,
  'hungry-circle': createHungryCircleScene,
  matrix: createMatrixScene,
  invaders: createInvadersScene,
  warp: createWarpScene,
  'space-rocks': createSpaceRocksScene,
};

/** Scenes that paint their own night sky (text over them needs light colours). */
export const darkScenes: ReadonlySet<WallBackground> = new Set(['matrix', 'invaders', 'warp', 'space-rocks']);
