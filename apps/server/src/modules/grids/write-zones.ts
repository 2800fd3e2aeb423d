import type { z } from 'zod';
import type { ZoneInput } from '@roadlens/contract/grids';
import type { Queryable } from '../../db/index.ts';
import { badRequest } from '../../plugins/error-handler.ts';
import {
  clearZoneDevices,
  deleteZonesExcept,
  gridZoneIds,
  insertZoneDevices,
  insertZones,
  ownDeviceIds,
  updateZones,
  type ZoneWrite,
} from './grids.queries.ts';

type ParsedZone = z.output<typeof ZoneInput>;

/**
 * Checks what the schema cannot (a group's sensors are the company's; a kept zone is this grid's),
 * naming the field at fault, before anything is written.
 */
export async function checkZones(db: Queryable, companyId: number, gridId: number | null, zones: readonly ParsedZone[]): Promise<void> {
  const wanted = zones.flatMap((z) => (z.kind === 'sensors' ? (z.device_ids ?? []) : []));
  const own = await ownDeviceIds(db, companyId, wanted);
  zones.forEach((z, i) =>
    (z.kind === 'sensors' ? (z.device_ids ?? []) : []).forEach((d, j) => {
      if (!own.has(d)) throw badRequest(`zones.${i}.device_ids.${j}`, 'No such sensor.');
    }),
  );
  const existing = gridId === null ? new Set<number>() : await gridZoneIds(db, companyId, gridId);
  const seen = new Set<number>();
  zones.forEach((z, i) => {
    if (z.id === undefined) return;
    if (!existing.has(z.id) || seen.has(z.id)) throw badRequest(`zones.${i}.id`, 'No such zone in this grid.');
    seen.add(z.id);
  });
}

/** Makes the grid's zones exactly `zones`, in that order: kept zones keep their ids, others are added or removed. */
export async function writeZones(tx: Queryable, gridId: number, zones: readonly ParsedZone[]): Promise<void> {
  const rows: ZoneWrite[] = zones.map((z, position) => ({
    id: z.id ?? null,
    position,
    name: z.name,
    kind: z.kind,
    polygon: z.kind === 'polygon' ? (z.polygon ?? null) : null,
  }));
  const kept = rows.filter((r) => r.id !== null);
  await deleteZonesExcept(
    tx,
    gridId,
    kept.map((r) => r.id!),
  );
  await updateZones(tx, gridId, kept);
  const added = await insertZones(
    tx,
    gridId,
    rows.filter((r) => r.id === null),
  );
  const idOf = (r: ZoneWrite) => r.id ?? added.get(r.position)!;
  const pairs = zones.flatMap((z, i) => (z.kind === 'sensors' ? (z.device_ids ?? []).map((d) => [idOf(rows[i]!), d] as const) : []));
  await clearZoneDevices(tx, gridId);
  await insertZoneDevices(
    tx,
    pairs.map((p) => p[0]),
    pairs.map((p) => p[1]),
  );
}
