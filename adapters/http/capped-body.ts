/** Thrown when a response body passes the size cap; the core answers http/too-large. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
}

/** SPEC §7: reads at most `maxBytes`, and stops reading (closing the stream) past it. */
export const readCapped = async (
  chunks: AsyncIterable<Uint8Array>,
  maxBytes: number,
): Promise<Uint8Array> => {
  const parts: Uint8Array[] = [];
  let total = 0;
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw new BodyTooLargeError(`body exceeds ${maxBytes} bytes`);
    parts.push(chunk);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    bytes.set(part, offset);
    offset += part.byteLength;
  }
  return bytes;
};
