import type { ComponentType } from 'react';

/** A route's `lazy` loader for a module whose default export is the page. */
export function page(load: () => Promise<{ default: ComponentType }>) {
  return async () => ({ Component: (await load()).default });
}
