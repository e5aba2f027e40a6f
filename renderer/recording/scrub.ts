/**
 * The last line of the recording's privacy: whatever rrweb captured, only the widget's own shadow roots
 * leave the browser. rrweb is told to block the host page (see recorder.ts), but a blocked page still shows
 * through in places rrweb does not block: text directly inside the widget's ancestors (body, an inline
 * target), their attributes, the page URL. This filter walks every event and keeps the content of nodes
 * inside a Holdfast host element only; everything else keeps its place in the tree and loses its content.
 *
 * Event and node numbers are rrweb's (EventType, IncrementalSource, NodeType of @rrweb/types), written out
 * here so this module stays free of rrweb's runtime.
 */

/** One rrweb event as JSON. */
export interface RecordedEvent {
  type: number;
  data: unknown;
  timestamp: number;
  [key: string]: unknown;
}

const EVENT = { domContentLoaded: 0, load: 1, fullSnapshot: 2, incremental: 3, meta: 4 } as const;

const SOURCE = {
  mutation: 0,
  mouseMove: 1,
  mouseInteraction: 2,
  scroll: 3,
  viewportResize: 4,
  input: 5,
  touchMove: 6,
  mediaInteraction: 7,
  styleSheetRule: 8,
  canvasMutation: 9,
  drag: 12,
  styleDeclaration: 13,
  selection: 14,
  adoptedStyleSheet: 15,
} as const;

const NODE = { element: 2, text: 3, cdata: 4, comment: 5 } as const;

/** Pointer and viewport geometry: no content, kept whatever node they name. */
const GEOMETRY_SOURCES: readonly number[] = [
  SOURCE.mouseMove,
  SOURCE.mouseInteraction,
  SOURCE.scroll,
  SOURCE.viewportResize,
  SOURCE.touchMove,
  SOURCE.drag,
];

/** Changes that belong to one node: kept only when it is the widget's. */
const NODE_SOURCES: readonly number[] = [
  SOURCE.input,
  SOURCE.mediaInteraction,
  SOURCE.styleSheetRule,
  SOURCE.canvasMutation,
  SOURCE.styleDeclaration,
  SOURCE.adoptedStyleSheet,
];

/** The size attributes rrweb gives a blocked element, so the replay keeps the page's layout. */
const LAYOUT_ATTRIBUTES: readonly string[] = ['rr_width', 'rr_height'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function records(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value) ? value.filter(isRecord) : [];
}

function idOf(value: unknown): number | null {
  return isRecord(value) && typeof value.id === 'number' ? value.id : null;
}

export interface RecordingScrubber {
  /** The event as it may leave the browser, or null when nothing of it may. */
  scrub(event: RecordedEvent): RecordedEvent | null;
}

/**
 * A scrubber for one recording. `isOwnHost` says whether a serialized element's attributes are those of a
 * Holdfast host element; that element and everything under it (its shadow root included) is the widget.
 */
export function createScrubber(
  isOwnHost: (attributes: Record<string, unknown>) => boolean,
): RecordingScrubber {
  /** Ids of the widget's nodes in the current snapshot (rrweb never reuses an id within a recording). */
  let inside = new Set<number>();

  function scrubNode(node: Record<string, unknown>, parentInside: boolean): Record<string, unknown> {
    const id = idOf(node);
    const attributes = isRecord(node.attributes) ? node.attributes : {};
    const own = parentInside || (node.type === NODE.element && isOwnHost(attributes));
    if (own && id !== null) inside.add(id);
    const children = Array.isArray(node.childNodes)
      ? records(node.childNodes).map((child) => scrubNode(child, own))
      : undefined;
    if (own) return children ? { ...node, childNodes: children } : node;
    const scrubbed: Record<string, unknown> = { ...node };
    if (children) scrubbed.childNodes = children;
    if (node.type === NODE.element) {
      scrubbed.attributes = Object.fromEntries(
        Object.entries(attributes).filter(([name]) => LAYOUT_ATTRIBUTES.includes(name)),
      );
    }
    if (node.type === NODE.text || node.type === NODE.cdata || node.type === NODE.comment) {
      scrubbed.textContent = '';
    }
    return scrubbed;
  }

  function scrubMutation(data: Record<string, unknown>): Record<string, unknown> {
    const adds = records(data.adds).map((add) => {
      const parentId = typeof add.parentId === 'number' ? add.parentId : null;
      const node = isRecord(add.node)
        ? scrubNode(add.node, parentId !== null && inside.has(parentId))
        : add.node;
      return { ...add, node };
    });
    const isInside = (item: Record<string, unknown>) => {
      const id = idOf(item);
      return id !== null && inside.has(id);
    };
    return {
      ...data,
      adds,
      texts: records(data.texts).filter(isInside),
      attributes: records(data.attributes).filter(isInside),
      removes: records(data.removes),
    };
  }

  function selectionInside(data: Record<string, unknown>): boolean {
    return records(data.ranges).every((range) =>
      [range.start, range.end].every((id) => typeof id === 'number' && inside.has(id)),
    );
  }

  function scrubIncremental(data: Record<string, unknown>): Record<string, unknown> | null {
    const source = data.source;
    if (typeof source !== 'number') return null;
    if (source === SOURCE.mutation) return scrubMutation(data);
    if (GEOMETRY_SOURCES.includes(source)) return data;
    if (NODE_SOURCES.includes(source)) {
      const id = idOf(data);
      // A constructed stylesheet has no node, only a styleId: it holds CSS rules, not the page's content.
      if (id === null)
        return source === SOURCE.styleSheetRule || source === SOURCE.styleDeclaration ? data : null;
      return inside.has(id) ? data : null;
    }
    if (source === SOURCE.selection) return selectionInside(data) ? data : null;
    // Fonts, console logs, custom elements and anything newer: not needed to replay the widget.
    return null;
  }

  return {
    scrub(event) {
      const { data } = event;
      switch (event.type) {
        case EVENT.domContentLoaded:
        case EVENT.load:
          return event;
        case EVENT.meta: {
          // The page URL may carry the host's tokens or ids in its path or query: only the origin is kept.
          if (!isRecord(data)) return null;
          let origin = '';
          try {
            origin = typeof data.href === 'string' ? `${new URL(data.href).origin}/` : '';
          } catch {
            origin = '';
          }
          return { ...event, data: { ...data, href: origin } };
        }
        case EVENT.fullSnapshot: {
          if (!isRecord(data) || !isRecord(data.node)) return null;
          inside = new Set();
          return { ...event, data: { ...data, node: scrubNode(data.node, false) } };
        }
        case EVENT.incremental: {
          if (!isRecord(data)) return null;
          const scrubbed = scrubIncremental(data);
          return scrubbed ? { ...event, data: scrubbed } : null;
        }
        default:
          // Custom and plugin events: the widget emits none; a host's plugin must not ride along.
          return null;
      }
    },
  };
}
