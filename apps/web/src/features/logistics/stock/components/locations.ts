import type { LocationTree, StockLocation } from '@windfamily/contract/logistics';

/** A location of the tree with how deep it sits (0: a root). */
export interface PlacedLocation extends StockLocation {
  depth: number;
}

/** The tree's locations in its order, a location before the places under it. */
export function flatLocations(tree: LocationTree | undefined): PlacedLocation[] {
  const all: PlacedLocation[] = [];
  const walk = (nodes: StockLocation[], depth: number) => {
    for (const node of nodes) {
      all.push({ ...node, depth });
      walk(node.children, depth + 1);
    }
  };
  walk(tree?.locations ?? [], 0);
  return all;
}

/** "WH/A · Shelf A". */
export const locationLabel = (location: { code: string; name: string }) =>
  location.code === location.name ? location.code : `${location.code} · ${location.name}`;

/** The locations as options of a select, those under another indented. */
export const locationOptions = (locations: PlacedLocation[]) =>
  locations.map((location) => ({
    value: String(location.id),
    label: `${'\u2003'.repeat(location.depth)}${locationLabel(location)}`,
  }));
