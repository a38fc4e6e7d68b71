// main.tsx — the browser entry: global styles, then the app into #root (on a cold watch page, once its channel is asked for).
import '../components/theme/styles';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { WATCH_PATH } from './coldStartSignals';
import { WatchPage } from './router';

function render({ yielding = false }: { yielding?: boolean } = {}) {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html has no #root element');
  const root = createRoot(element);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Beside a stream that is starting, the first render yields every few milliseconds (a transition), so the stream's
  // steps (its playlists, its first segment) are handled as they arrive rather than after one long task.
  if (yielding) startTransition(() => root.render(app));
  else root.render(app);
}

// A cold visit to a channel: its answer, stream and player library start first, and React renders once the page's own
// module is here too. The HTML has preloaded the route's chunks and hls.js (scripts/vite-watch-preload.ts), so the wait is
// short; rendering first would hold the request back for React's first render (one long task), and would show the
// loading fallback, which React then keeps up for its 300 ms reveal throttle.
const watching = WATCH_PATH.exec(location.pathname);
if (watching) {
  // The HTML's inline script has usually started the picture already, and started this entry once it showed (coldStart.ts);
  // importing it here makes sure it started.
  void import('./coldStart');
  const early = import('../features/player/earlyStart').then(({ startWatchEarly }) => startWatchEarly(Number(watching[1])));
  // The early stream waits for the app's code however long it takes to come; once the app has rendered, its player asks
  // for the stream soon or never.
  const renderBeside = () => {
    render({ yielding: true });
    void import('../media/early').then(({ earlyStreamAppRendered }) => earlyStreamAppRendered());
  };
  Promise.allSettled([early, WatchPage.preload()]).then(renderBeside, renderBeside);
} else render();
