import { useMemo, useState } from 'react';
import { Autocomplete, Paper, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { pointCount, type DrawnLink } from '../api/drawn-links.ts';
import type { MapSensor } from '../api/map-sensors.ts';

export interface SearchTarget {
  kind: 'link' | 'sensor';
  id: number;
  label: string;
  at: [number, number];
}

/** Finds a link or sensor by name or serial and hands back where it is. */
export function MapSearch({
  links,
  devices,
  onPick,
}: {
  links: Pick<DrawnLink, 'id' | 'name' | 'line'>[];
  devices: MapSensor[];
  onPick: (t: SearchTarget) => void;
}) {
  const { t, i18n } = useTranslation();
  // The list is built when the search is first opened: sorting every link and sensor by name costs a noticeable
  // part of the map's first render, and most visits never search.
  const [opened, setOpened] = useState(false);
  const options = useMemo(() => {
    if (!opened) return [];
    const out: SearchTarget[] = [];
    for (const l of links) {
      const n = pointCount(l.line);
      const middle = Math.floor(n / 2) * 2;
      if (n >= 2) out.push({ kind: 'link', id: l.id, label: l.name, at: [l.line[middle], l.line[middle + 1]] });
    }
    for (const d of devices) out.push({ kind: 'sensor', id: d.id, label: `${d.name} (${d.serial})`, at: [d.lng, d.lat] });
    const { compare } = new Intl.Collator(i18n.language);
    // Grouped by kind (links, then sensors), so each kind has one heading; by name within a kind.
    return out.sort((a, b) => (a.kind === b.kind ? compare(a.label, b.label) : a.kind === 'link' ? -1 : 1));
  }, [opened, links, devices, i18n.language]);
  return (
    <Paper>
      <Autocomplete
        size="small"
        options={options}
        onOpen={() => setOpened(true)}
        groupBy={(o) => (o.kind === 'link' ? t('liveMap.links') : t('liveMap.sensors'))}
        getOptionLabel={(o) => o.label}
        getOptionKey={(o) => `${o.kind}-${o.id}`}
        onChange={(_, v) => v && onPick(v)}
        renderInput={(p) => <TextField {...p} placeholder={t('liveMap.search')} aria-label={t('liveMap.search')} />}
      />
    </Paper>
  );
}
