import { devices } from '@roadlens/contract/endpoints/devices';
import { links } from '@roadlens/contract/endpoints/links';
import { buildUrl } from '../../../lib/api-client.ts';

/** Every sensor the map draws comes in one call (10,000 is the largest page). */
export const ALL = { page_size: 10000 } as const;

/** The map's data calls, to be started before the page's code arrives (early.ts). */
export const mapDataUrls = (): string[] => [buildUrl(links.drawn.path), buildUrl(devices.list.path, ALL)];
