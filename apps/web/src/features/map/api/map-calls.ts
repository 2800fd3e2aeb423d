import { devices } from '@roadlens/contract/endpoints/devices';
import { links } from '@roadlens/contract/endpoints/links';
import { buildUrl } from '../../../lib/api-client.ts';

/** The map's data calls, to be started before the page's code arrives (early.ts). */
export const mapDataUrls = (): string[] => [buildUrl(links.drawn.path), buildUrl(devices.drawn.path)];
