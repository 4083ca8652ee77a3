import type { Router } from 'express';

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle: { stack?: Layer[] };
  slash?: boolean;
}

/**
 * Every route of an express router and of the routers mounted in it, as `METHOD /path` with its
 * parameters written as OpenAPI writes them ({id}). Routers are mounted at their parent's root in
 * this codebase; one mounted under a path is refused rather than listed at the wrong place.
 */
export function expressRoutes(router: Router): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const path of [layer.route.path].flat()) {
          for (const [method, on] of Object.entries(layer.route.methods))
            if (on && method !== '_all')
              found.push(`${method.toUpperCase()} ${path.replace(/:(\w+)/g, '{$1}')}`);
        }
      } else if (layer.handle.stack) {
        if (!layer.slash)
          throw new Error('A router is mounted under a path: list its routes with their prefix');
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: Layer[] }).stack);
  return [...new Set(found)].sort();
}
