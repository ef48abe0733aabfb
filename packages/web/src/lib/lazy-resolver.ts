import type { FieldValues, Resolver } from 'react-hook-form';

export interface LazyResolver<T extends FieldValues> extends Resolver<T> {
  /** Starts loading the resolver (call it when the user starts typing). */
  preload: () => void;
}

/**
 * A react-hook-form resolver that is imported on first use. A form whose page must load fast
 * (the login page) keeps zod and the schemas out of what the page loads, and preloads them
 * when the user starts typing; validation waits for the module only if it has not
 * arrived by then.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): LazyResolver<T> {
  let loading: Promise<Resolver<T>> | null = null;
  const get = () => (loading ??= load());
  const resolver = (async (values, context, options) => (await get())(values, context, options)) as LazyResolver<T>;
  resolver.preload = () => void get();
  return resolver;
}
