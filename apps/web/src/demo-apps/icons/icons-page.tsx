import { useDeferredValue, useState } from 'react';
import { Box, Button, ButtonBase, InputAdornment, Skeleton, Tab, Tabs, TextField, Typography } from '@mui/material';
import Search from '@mui/icons-material/Search';
import SearchOff from '@mui/icons-material/SearchOff';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { EmptyState } from '../shared/empty-state.tsx';
import { useIconSet } from './api/get-icon-set.ts';
import { IconDetails } from './components/icon-details.tsx';
import { MuiIcon } from './components/mui-icon.tsx';
import { ICON_SETS, isIconSet } from './icon-sets.ts';

const PAGE = 240;

/** `/ui/icons/:set`: every icon of a set, searchable, with the import line of each. */
export function IconsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { set = 'material-outline' } = useParams();
  const iconSet = useIconSet(set);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim().toLowerCase());
  const [limit, setLimit] = useState(PAGE);
  const [open, setOpen] = useState<string | null>(null);
  const data = iconSet.data;
  const matches = (data?.list ?? []).filter((n) => !deferred || n.toLowerCase().includes(deferred.replace(/\s+/g, '')));

  return (
    <Box sx={{ p: { xs: 2, sm: 3, md: 4 } }}>
      <Typography variant="h4" component="h1">
        {t('demoIcons.title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('demoIcons.subtitle')}</Typography>
      <Tabs
        value={isIconSet(set) ? set : false}
        onChange={(_e, v: string) => {
          setLimit(PAGE);
          void navigate(`/ui/icons/${v}`);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ mb: 2 }}
        aria-label={t('demoIcons.sets')}
      >
        {Object.entries(ICON_SETS).map(([id, s]) => (
          <Tab key={id} value={id} label={s.name} />
        ))}
      </Tabs>
      {iconSet.isPending && <Skeleton variant="rounded" height={400} />}
      {iconSet.data === null && <EmptyState icon={<SearchOff />} title={t('demoIcons.unknownSet', { set })} />}
      {data && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}>
            <TextField
              type="search"
              value={query}
              onChange={(e) => {
                setQuery(e.target.value);
                setLimit(PAGE);
              }}
              placeholder={t('demoIcons.search')}
              sx={{ flex: 1, minWidth: 220, maxWidth: 480, bgcolor: 'background.paper' }}
              slotProps={{
                htmlInput: { 'aria-label': t('demoIcons.search') },
                input: {
                  startAdornment: (
                    <InputAdornment position="start">
                      <Search />
                    </InputAdornment>
                  ),
                },
              }}
            />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('demoIcons.count', { count: matches.length })}
            </Typography>
          </Box>
          {matches.length === 0 && <EmptyState icon={<SearchOff />} title={t('demoIcons.none', { query })} />}
          <Box
            component="ul"
            aria-label={data.name}
            sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(112px, 1fr))', gap: 1 }}
          >
            {matches.slice(0, limit).map((name) => (
              <Box component="li" key={name}>
                <ButtonBase
                  onClick={() => setOpen(name)}
                  aria-label={name}
                  sx={{
                    width: '100%',
                    flexDirection: 'column',
                    gap: 1,
                    p: 1.5,
                    borderRadius: 2,
                    bgcolor: 'background.paper',
                    border: 1,
                    borderColor: 'divider',
                    '&:hover': { borderColor: 'primary.main', color: 'primary.main' },
                  }}
                >
                  <MuiIcon name={name} suffix={data.suffix} sx={{ fontSize: data.grid }} />
                  <Typography
                    variant="caption"
                    sx={{ width: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', color: 'text.secondary' }}
                  >
                    {name}
                  </Typography>
                </ButtonBase>
              </Box>
            ))}
          </Box>
          {matches.length > limit && (
            <Box sx={{ textAlign: 'center', mt: 3 }}>
              <Button variant="outlined" onClick={() => setLimit((l) => l + PAGE * 2)}>
                {t('demoIcons.more', { count: matches.length - limit })}
              </Button>
            </Box>
          )}
        </>
      )}
      {open && data && <IconDetails name={open} suffix={data.suffix} onClose={() => setOpen(null)} />}
    </Box>
  );
}
