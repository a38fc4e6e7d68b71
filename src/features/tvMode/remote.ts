// remote.ts (tvMode) — what TV mode loads when it turns on, as one chunk: the remote's keys on the window and the focus keeper. Returns what stops both.
import { keepFocusOnControls } from './focusKeeper';
import { handleTvKey, type TvKeyActions } from './spatialNavigation';

export function startRemote(actions: TvKeyActions): () => void {
  // On the window: after the page's own handlers (React's on the root, the watch page's on the document).
  const onKeyDown = (event: KeyboardEvent) => handleTvKey(event, actions);
  window.addEventListener('keydown', onKeyDown);
  const release = keepFocusOnControls();
  return () => {
    window.removeEventListener('keydown', onKeyDown);
    release();
  };
}
