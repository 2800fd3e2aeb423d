import { describe, expect, it } from 'vitest';
import { bucketOf, loadBucket } from './icon-loader.ts';

describe('icon buckets', () => {
  it('files an icon by its variant and the range of its first letter', () => {
    expect(bucketOf('Abc', 'Outlined')).toBe('./sets/outlined-a-c.ts');
    expect(bucketOf('Home', '')).toBe('./sets/filled-d-i.ts');
    expect(bucketOf('Traffic', 'TwoTone')).toBe('./sets/twotone-s-z.ts');
  });

  it('loads a bucket keyed by component name, holding only its variant and letters', async () => {
    const icons = await loadBucket(bucketOf('Home', ''));
    expect(icons.get('Home')).toBeDefined();
    expect(icons.size).toBeGreaterThan(400);
    const names = [...icons.keys()];
    expect(names.filter((n) => /(Outlined|Rounded|Sharp|TwoTone)$/.test(n))).toEqual([]);
    expect(names.filter((n) => !/^[D-I]/.test(n))).toEqual([]);
  }, 60_000);

  it('answers an empty bucket for a file that does not exist', async () => {
    expect((await loadBucket('./sets/none.ts')).size).toBe(0);
  });
});
