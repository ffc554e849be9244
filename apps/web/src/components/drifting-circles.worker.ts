import { createScene, type SceneState } from './drifting-circles-scene';

/**
 * Draws the auth screens' background off the page's main thread (issue #16): the first message brings the
 * canvas (transferred), the next ones the state to draw.
 */
let scene: ReturnType<typeof createScene> | undefined;

self.addEventListener('message', (event: MessageEvent<{ canvas?: OffscreenCanvas; state?: SceneState }>) => {
  const { canvas, state } = event.data;
  const context = canvas?.getContext('2d');
  if (context) scene = createScene(context);
  if (state) scene?.update(state);
});
