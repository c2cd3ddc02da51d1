import { describe, expect, it } from 'vitest';
import { adminPopupScreens, adminScreens, bareScreens, redirects, storeScreens, type ScreenRoute } from './route-table';

const pathsOf = (screens: ScreenRoute[]) =>
  screens.flatMap((entry) => (entry.index ? [] : Array.isArray(entry.path) ? entry.path : [entry.path]));

describe('the route table', () => {
  it('names each address once, so no screen hides another', () => {
    const all = [
      ...pathsOf(storeScreens),
      ...pathsOf(adminScreens),
      ...pathsOf(adminPopupScreens),
      ...pathsOf(bareScreens),
      ...redirects.flatMap((redirect) => redirect.from),
    ];
    expect(all.filter((path, index) => all.indexOf(path) !== index)).toEqual([]);
    expect(all.every((path) => typeof path === 'string' && path.length > 0)).toBe(true);
  });

  it('gives every layout one index screen at most and ends the store with the not-found screen', () => {
    expect(storeScreens.filter((entry) => entry.index)).toHaveLength(1);
    expect(adminScreens.filter((entry) => entry.index)).toHaveLength(1);
    expect(storeScreens.at(-1)?.path).toBe('*');
  });

  it('sends the old demo pages to a screen that exists', () => {
    const targets = new Set(pathsOf(adminScreens));
    for (const { to } of redirects) expect(targets.has(to)).toBe(true);
  });
});
