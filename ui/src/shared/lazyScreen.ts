import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A module's screen loaded when first opened: its code, and the libraries only it uses (charts,
 * spreadsheets, the mark grid), come in a chunk of their own, so an area's first load carries
 * its shell and dashboard only. The area's layout shows its loading indicator meanwhile.
 */
export function lazyScreen<Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(async () => ({ default: (await load())[name] }));
}
