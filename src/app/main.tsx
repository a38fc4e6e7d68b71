// main.tsx — the browser entry: global styles, then the app into #root.
import '../components/theme/styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';

// A cold visit to a channel: its answer, stream and player library start now, beside the page's own code.
const watching = /^\/tv\/([1-9][0-9]{0,9})\/?$/.exec(location.pathname);
if (watching) {
  import('../features/player/earlyStart')
    .then(({ startWatchEarly }) => startWatchEarly(Number(watching[1])))
    .catch(() => undefined);
  // The route's own chunk next: the router asks for the same module when it renders, and finds it on its way.
  import('./pages/watch/WatchPage').catch(() => undefined);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
