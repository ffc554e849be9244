import { type GameMode, type GameState, gameMessages, gameRules, startGame } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeft, ChevronRight, Crosshair, Heart, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { startGame as startServerGame } from '../api/start-game';
import { useSubmitScore } from '../api/submit-score';
import { createWarpScene } from '../backgrounds/warp';
import { useWallText } from '../components/wall-messages';
import { createGameArt, drawGame } from './draw-game';
import { createGame, type Game, type GameInput, stepGame } from './engine';
import { GameOverPanel } from './game-over-panel';
import { useGameKeys } from './use-game-keys';

type ArcadeOverlayProps = { mode: GameMode; onClose: () => void };

/**
 * The arcade over the wall (docs/product.md §Screens, §Behaviour): the invaders game, or the warp game where keys
 * 0-9 set the speed. Arrows or A/D move, Space fires, Escape leaves; on touch screens the buttons below do the same.
 */
export function ArcadeOverlay({ mode, onClose }: ArcadeOverlayProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const input = useRef<GameInput>({ left: false, right: false, fire: false });
  const gameRef = useRef<Game | null>(null);
  const { t } = useLingui();
  const wallText = useWallText();
  const [hud, setHud] = useState<GameState>(startGame);
  const { score, lives } = hud;
  const [speed, setSpeed] = useState(3);
  const [round, setRound] = useState(0);
  const submit = useSubmitScore();

  useGameKeys({ input, onEscape: onClose, onSpeed: mode === 'warp' ? setSpeed : undefined });

  useEffect(() => {
    if (gameRef.current) gameRef.current.speed = speed;
  }, [speed]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `round` restarts the game (Play again)
  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const width = Math.max(1, Math.round(canvas.clientWidth));
    const height = Math.max(1, Math.round(canvas.clientHeight));
    canvas.width = width;
    canvas.height = height;
    const game = createGame(mode, width, height, speed);
    gameRef.current = game;
    // The server times every game from its own start (issue #37); a failed start shows as a failed save.
    const started = startServerGame({ mode });
    started.catch(() => undefined);
    const art = createGameArt(width, height);
    const warp = mode === 'warp' ? createWarpScene({ width, height, isDark: true }) : null;
    let shown = game.state;
    setHud(shown);
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      const seconds = last ? Math.min(0.05, (now - last) / 1000) : 0;
      last = now;
      stepGame(game, input.current, seconds);
      if (warp) {
        warp.setSpeed?.(game.speed);
        warp.step(seconds);
        warp.draw(context);
      }
      drawGame(context, game, art);
      if (game.state !== shown) {
        shown = game.state;
        setHud(shown);
      }
      if (game.state.isOver) {
        submit.mutate({
          game: started,
          mode,
          score: game.state.score,
          durationMs: Math.round(game.elapsed * 1000),
        });
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    const onVisibility = () => {
      cancelAnimationFrame(frame);
      last = 0;
      if (!document.hidden && !game.state.isOver) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [mode, round]);

  const hold = (key: keyof GameInput) => ({
    onPointerDown: () => {
      input.current[key] = true;
    },
    onPointerUp: () => {
      input.current[key] = false;
    },
    onPointerLeave: () => {
      input.current[key] = false;
    },
    onPointerCancel: () => {
      input.current[key] = false;
    },
  });
  const padStyle =
    'focus-ring inline-flex size-14 touch-none select-none items-center justify-center rounded-full bg-white/15 text-white active:bg-white/30';

  return (
    <section aria-label={t`Arcade`} className="absolute inset-0 z-20 flex flex-col bg-[#070714] text-white">
      <div
        role="status"
        aria-label={t`Score and lives`}
        className="flex items-center gap-4 border-b border-white/10 bg-black/40 px-4 py-2 text-sm font-semibold"
      >
        <span>{t`Score: ${score}`}</span>
        <span className="flex items-center gap-1">
          <span className="sr-only">{t`Lives: ${lives}`}</span>
          {Array.from({ length: gameRules.lives }, (_, index) => (
            <Heart
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed count of life icons
              key={index}
              aria-hidden="true"
              className={index < hud.lives ? 'size-4 fill-rose-400 text-rose-400' : 'size-4 text-white/30'}
            />
          ))}
        </span>
        {mode === 'warp' ? <span className="text-white/80">{t`Speed ${speed} (keys 0-9)`}</span> : null}
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Exit arcade`}
          className="focus-ring ml-auto inline-flex size-8 items-center justify-center rounded-full hover:bg-white/15"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      <div className="relative flex-1">
        <canvas
          ref={canvasRef}
          aria-label={mode === 'warp' ? t`Warp game` : t`Invaders game`}
          className="absolute inset-0 size-full"
        />
        {hud.isOver ? (
          <GameOverPanel
            title={wallText(gameMessages.gameOver)}
            score={hud.score}
            scores={submit.data}
            isSaving={submit.isPending}
            saveError={submit.isError ? wallText(gameMessages.saveFailed) : null}
            onPlayAgain={() => {
              submit.reset();
              setRound((value) => value + 1);
            }}
            onClose={onClose}
          />
        ) : (
          <div className="absolute inset-x-0 bottom-3 flex justify-between px-4" aria-hidden="true">
            <div className="flex gap-3">
              <button type="button" tabIndex={-1} className={padStyle} {...hold('left')}>
                <ChevronLeft className="size-6" />
              </button>
              <button type="button" tabIndex={-1} className={padStyle} {...hold('right')}>
                <ChevronRight className="size-6" />
              </button>
            </div>
            <button type="button" tabIndex={-1} className={padStyle} {...hold('fire')}>
              <Crosshair className="size-6" />
            </button>
          </div>
        )}
      </div>
      <p className="sr-only">
        <Trans>Use the arrow keys to move, Space to fire, and Escape to leave.</Trans>
      </p>
    </section>
  );
}
