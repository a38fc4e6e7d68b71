// lazyPage.ts — React.lazy for a route's page that can be loaded before the first render, and then renders at once.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type PageModule = { default: ComponentType };

export interface PreloadablePage extends LazyExoticComponent<ComponentType> {
  /** Loads the page's module now (its chunk and CSS): a first render after it shows the page, not the loading fallback. */
  preload: () => Promise<void>;
}

/**
 * A lazy page whose module, once here, is handed to React synchronously (a thenable that resolves as it is asked), so
 * the page renders without suspending. A plain React.lazy suspends on its first render even when its chunk is already
 * loaded: the loading fallback shows, and React then holds the page back for its reveal throttle (300 ms), which a
 * cold watch page's picture would wait for (`npx node scripts/bench-zap.ts --cold --waterfall`).
 */
export function lazyPage(load: () => Promise<PageModule>): PreloadablePage {
  let loaded: PageModule | null = null;
  const fetchPage = () =>
    load().then((module) => {
      loaded = module;
      return module;
    });
  const Page = lazy(() => {
    if (!loaded) return fetchPage();
    const module = loaded;
    return { then: (resolve: (value: PageModule) => void) => resolve(module) } as unknown as Promise<PageModule>;
  }) as PreloadablePage;
  Page.preload = () => fetchPage().then(() => undefined);
  return Page;
}
