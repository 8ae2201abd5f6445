import { describe, expect, it } from 'vitest';
import { fakeServices, render } from '../web-test-kit';

// The pages' present comes from AppServices.now() (the server's ClockPort on the server), never
// from the machine: a day far from the machine's shows up in the loader data the page embeds.
const MARCH_4_2031 = Date.parse('2031-03-04T10:00:00Z');
const TODAY_JSON = '"today":{"year":2031,"month":3,"day":4}';

describe("the pages' clock", () => {
  it("gives the entry widget of a content page the services' day", async () => {
    const page = await render('/rentenversicherung', fakeServices({ now: () => MARCH_4_2031 }));
    expect(page.status).toBe(200);
    expect(page.html).toContain(TODAY_JSON);
  });

  it("gives a comparison step the services' day", async () => {
    const page = await render(
      '/onboarding-personal-data',
      fakeServices({ now: () => MARCH_4_2031 }),
    );
    expect(page.status).toBe(200);
    expect(page.html).toContain(TODAY_JSON);
  });
});
