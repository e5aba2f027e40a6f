/** A chunk's source map as rolldown hands it to `generateBundle`: the object the writer serialises. */
export interface WritableMap {
  mappings: string;
  names: string[];
  sources: string[];
  sourcesContent?: (string | null)[];
}

/**
 * Puts a map composed by a step after rolldown's (JSON) into the chunk's own map object, in place: the writer
 * serialises that object, so a step that changes a chunk's code in `generateBundle` keeps its map true this way.
 */
export function replaceChunkMap(map: WritableMap | null, composed: string | null): void {
  if (!map || !composed) return;
  const next: WritableMap = JSON.parse(composed);
  map.mappings = next.mappings;
  map.names = next.names;
  map.sources = next.sources;
  map.sourcesContent = next.sourcesContent;
}
