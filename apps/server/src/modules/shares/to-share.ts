import type { Share } from '@roadlens/contract/shares';
import { TrafficStatsParams } from '@roadlens/contract/shares';
import type { ShareRow } from './shares.queries.ts';

const iso = (v: Date | string) => new Date(v).toISOString();

/** The public page of a share, and its absolute address when the server knows its public URL. */
export function sharePath(view: string, uuid: string): string {
  return `/share/road-analytics/${view}?uuid=${encodeURIComponent(uuid)}`;
}

export function toShare(r: ShareRow, publicUrl: string | undefined): Share {
  const path = sharePath(r.view, r.uuid);
  return {
    uuid: r.uuid,
    view: r.view,
    title: r.title,
    params: TrafficStatsParams.parse(r.params),
    created_at: iso(r.created_at),
    expires_at: iso(r.expires_at),
    revoked_at: r.revoked_at === null ? null : iso(r.revoked_at),
    status: r.status,
    path,
    url: publicUrl ? new URL(path, publicUrl).toString() : null,
  };
}
