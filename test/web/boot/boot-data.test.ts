import { describe, expect, it } from 'vitest';
import { BOOT_ELEMENT_ID, readBootData } from '../../../web/boot/boot-data';

const docWith = (text: string | null): Document =>
  ({
    getElementById: (id: string) =>
      id === BOOT_ELEMENT_ID && text !== null ? { textContent: text } : null,
  }) as unknown as Document;

describe('readBootData', () => {
  it('reads the block the server wrote', () => {
    const data = { hydrateOn: 'interaction', pageView: null, routeChunks: ['/assets/a.js'] };
    expect(readBootData(docWith(JSON.stringify(data)))).toEqual(data);
  });

  it('hydrates at arrival without a readable block', () => {
    const arrival = { hydrateOn: 'arrival', pageView: null, routeChunks: [] };
    expect(readBootData(docWith(null))).toEqual(arrival);
    expect(readBootData(docWith('{kaputt'))).toEqual(arrival);
    expect(readBootData(docWith('{"hydrateOn":"später"}'))).toEqual(arrival);
  });
});
