import type { ReactNode } from 'react';
import type { IslandRenderer } from '../components/static-island';

/**
 * Most of a landing page's bytes are islands (web/components/static-island.tsx),
 * the same on every request. Encoding them to UTF-8 again for every response cost about a sixth of
 * the server's time per page, so each island is encoded once: the rendered page holds a marker in
 * its place, and the page's bytes are the rest of the page encoded around the kept island bytes.
 */
export interface PageWriter {
  /** The island renderer for the page's IslandRendererContext. */
  readonly islands: IslandRenderer;
  /** A rendered page as UTF-8 bytes, every island marker replaced by that island's bytes. */
  readonly bytesOf: (html: string) => Uint8Array;
}

/**
 * A writer for one server. The marker carries `nonce` (random per server), so no text of the page
 * can pose as one: React escapes every `<` of visitor data, and content cannot know the nonce.
 * An island's bytes live exactly as long as the island's cache entry (web/components/
 * static-island.tsx keeps them with it): the writer only has a weak reference by marker number,
 * dropped once the bytes are collected. Islands of a kept comparison go when the comparison leaves
 * the server's LRU; before, every island ever placed stayed here (issue 31: 55 kB per new /result
 * search, 190 MB per round of 3,500 varied searches).
 */
export const pageWriter = (
  render: (node: ReactNode) => string,
  nonce: string,
  text?: (node: ReactNode) => string | null,
): PageWriter => {
  if (!/^[A-Za-z0-9-]+$/.test(nonce)) throw new Error('page writer: nonce must be [A-Za-z0-9-]');
  const encoder = new TextEncoder();
  const kept = new Map<number, WeakRef<Uint8Array>>();
  const forget = new FinalizationRegistry<number>((id) => kept.delete(id));
  let next = 0;
  const prefix = `<!--rk-island:${nonce}:`;
  const marker = new RegExp(`${prefix}(\\d+)-->`, 'g');
  return {
    islands: {
      render,
      ...(text === undefined ? {} : { text }),
      place: (html) => {
        const bytes = encoder.encode(html);
        const id = next++;
        kept.set(id, new WeakRef(bytes));
        forget.register(bytes, id);
        return { text: `${prefix}${id}-->`, keep: bytes };
      },
    },
    bytesOf: (html) => {
      const pieces: (string | Uint8Array)[] = [];
      let capacity = 0;
      let from = 0;
      for (const match of html.matchAll(marker)) {
        // The page was rendered in this same job from cache entries that hold the bytes.
        const island = kept.get(Number(match[1]))?.deref();
        if (island === undefined) continue;
        const text = html.slice(from, match.index);
        pieces.push(text, island);
        capacity += text.length + island.length;
        from = match.index + match[0].length;
      }
      const tail = html.slice(from);
      pieces.push(tail);
      capacity += tail.length;
      // A page's text is mostly ASCII: room for one byte per UTF-16 unit and an eighth more, grown
      // when a page needs more (three bytes per unit for all of it made a 160 kB buffer for a
      // 54 kB result page, 3 % of a new search's CPU: issue 31).
      let bytes = new Uint8Array(capacity + (capacity >> 3) + 64);
      let at = 0;
      const room = (needed: number): void => {
        if (at + needed <= bytes.length) return;
        const grown = new Uint8Array(Math.max(bytes.length * 2, at + needed));
        grown.set(bytes.subarray(0, at));
        bytes = grown;
      };
      for (const piece of pieces) {
        if (typeof piece === 'string') {
          let rest = piece;
          for (;;) {
            const { read, written } = encoder.encodeInto(rest, bytes.subarray(at));
            at += written;
            if (read === rest.length) break;
            rest = rest.slice(read);
            room(rest.length * 3);
          }
        } else {
          room(piece.length);
          bytes.set(piece, at);
          at += piece.length;
        }
      }
      return bytes.subarray(0, at);
    },
  };
};
