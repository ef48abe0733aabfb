import { createElement, lazy, type ComponentType } from 'react';

export interface LazyPage {
  /** Renders the page, at once when its module has arrived, else through React.lazy (a Suspense fallback meanwhile). */
  Page: ComponentType;
  /** Starts loading the module (a page opened from its address starts with the session's requests). */
  load: () => Promise<unknown>;
}

/**
 * A page imported on first use that can be loaded earlier. React.lazy alone suspends on its first render even
 * when the module has already arrived (its own promise settles a moment later), and React then holds the
 * content back behind the fallback for up to 300 ms, at each level of lazy pages (the shell, the screen): so
 * once `load` has brought the module, the page renders at once instead.
 */
export function lazyPage(importPage: () => Promise<{ default: ComponentType }>): LazyPage {
  let loaded: ComponentType | null = null;
  let loading: Promise<{ default: ComponentType }> | null = null;
  const load = () =>
    (loading ??= importPage().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = null; // a failed early load (a lost connection) does not stand for the page's own import
        throw error;
      },
    ));
  const Lazy = lazy(load);
  // `loaded` is set before React.lazy hears of the module (its callback comes first), so an instance that
  // suspended renders the module itself on its retry, never the lazy wrapper first and the module after.
  const Page = () => createElement(loaded ?? Lazy);
  return { Page, load };
}
