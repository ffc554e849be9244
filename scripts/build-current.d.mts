/** The newest file under `target`, in ms since the epoch (0 when there is none). */
export function newestMtime(target: string): number;
/** Whether apps/web/dist is the build of the current sources (`base`: the repository's root). */
export function isBuildCurrent(base?: string): boolean;
