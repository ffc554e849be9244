import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { WallEditActions } from '../components/wall-edit-actions';
import { WallView } from '../components/wall-view';
import { useWallEditor } from '../hooks/use-wall-editor';

/** /wall (own, editable) and /wall/:userId (read-only unless it is the viewer's own). */
export function WallPage() {
  const { userId } = useParams();
  const editor = useWallEditor(userId ?? 'me');
  const title = !userId || editor.isOwner ? 'Your wall' : 'Wall';
  return (
    <section className="flex min-h-0 flex-1 flex-col gap-4">
      <PageTitle title={title} />
      <div className="flex min-h-9 flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{title}</h1>
        <WallEditActions editor={editor} />
      </div>
      <WallView editor={editor} className="h-[calc(100dvh-13rem)] min-h-[26rem]" />
    </section>
  );
}
