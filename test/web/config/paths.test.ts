import { describe, expect, it } from 'vitest';
import { pageByPath } from '../../../domain/pages/page-registry';
import { PATHS } from '../../../web/config/paths';

describe('web paths', () => {
  it('name only routes the page registry knows (except /home, the error fallback target)', () => {
    const unknown = Object.values(PATHS).filter(
      (path) => path !== PATHS.home && pageByPath(path) === null,
    );
    expect(unknown).toEqual([]);
  });
});
