import type { HighScore, HighScores } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';

type GameOverPanelProps = {
  title: string;
  score: number;
  scores?: HighScores;
  isSaving: boolean;
  saveError: string | null;
  onPlayAgain: () => void;
  onClose: () => void;
};

function ScoreList({ title, scores, showNames }: { title: string; scores: HighScore[]; showNames: boolean }) {
  const { t } = useLingui();
  return (
    <div className="min-w-0 flex-1">
      <h3 className="mb-1 text-xs font-semibold tracking-wide text-white/70 uppercase">{title}</h3>
      {scores.length === 0 ? (
        <p className="text-sm text-white/60">
          <Trans>No scores yet</Trans>
        </p>
      ) : (
        <ol className="space-y-0.5 text-sm">
          {scores.map((entry, index) => (
            <li key={entry.id} className="flex justify-between gap-2 tabular-nums">
              <span className="truncate">
                {index + 1}. {showNames ? entry.fullName : entry.mode === 'warp' ? t`Warp` : t`Invaders`}
              </span>
              <span>{entry.score}</span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Game over: the final score, the top 10s (the member's and everyone's), Play again and Close. */
export function GameOverPanel({
  title,
  score,
  scores,
  isSaving,
  saveError,
  onPlayAgain,
  onClose,
}: GameOverPanelProps) {
  const { t } = useLingui();
  const playAgainRef = useRef<HTMLButtonElement>(null);
  useEffect(() => playAgainRef.current?.focus(), []);
  return (
    <div data-game-over className="absolute inset-0 flex items-center justify-center bg-black/60 p-4">
      <div
        role="dialog"
        aria-modal="false"
        aria-labelledby="game-over-title"
        className="w-full max-w-md rounded-3xl border border-white/15 bg-[#12122a] p-5 shadow-2xl"
      >
        <h2 id="game-over-title" className="text-2xl font-bold">
          {title}
        </h2>
        <p className="mt-1 text-white/80">{t`Score: ${score}`}</p>
        <div className="mt-4 flex gap-4">
          {isSaving ? (
            <Spinner />
          ) : saveError ? (
            <p className="text-sm text-rose-300">{saveError}</p>
          ) : scores ? (
            <>
              <ScoreList title={t`Your top 10`} scores={scores.personal} showNames={false} />
              <ScoreList title={t`Everyone's top 10`} scores={scores.global} showNames />
            </>
          ) : null}
        </div>
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="ghost" className="text-white hover:bg-white/10 hover:text-white" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
          <Button ref={playAgainRef} onClick={onPlayAgain}>
            <Trans>Play again</Trans>
          </Button>
        </div>
      </div>
    </div>
  );
}
