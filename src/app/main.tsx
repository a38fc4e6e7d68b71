// main.tsx — the browser entry: global styles, then the app into #root (on a cold watch page, once its channel is asked for).
import '../components/theme/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

function render() {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

// A cold visit to a channel: its answer, stream and player library start first, then React renders beside them. The
// HTML has preloaded the route's chunks and hls.js (scripts/vite-watch-preload.ts), so the wait is short; rendering
// first would hold the request back for React's first render, one long task.
const watching = /^\/tv\/([1-9][0-9]{0,9})\/?$/.exec(location.pathname);
if (watching) {
  import('../features/player/earlyStart')
    .then(({ startWatchEarly }) => startWatchEarly(Number(watching[1])))
    .catch(() => undefined)
    .finally(render);
} else render();
