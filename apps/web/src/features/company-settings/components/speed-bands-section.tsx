import { Alert, Box, Button, IconButton, InputAdornment, MenuItem, Stack, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { useTranslation } from 'react-i18next';
import { DEFAULT_PALETTE_COLOR, PALETTE, paletteColor } from '@roadlens/contract/palette';
import type { BandInput, CompanyForm } from '../company-form.ts';
import { fieldError, Section, type SectionProps } from './section.tsx';

const Swatch = ({ color }: { color: string }) => (
  <Box
    component="span"
    sx={{
      display: 'inline-block',
      width: 16,
      height: 16,
      borderRadius: 0.5,
      bgcolor: color,
      border: 1,
      borderColor: 'divider',
      flexShrink: 0,
    }}
  />
);

/** Speed colour bands: an upper bound in the shown unit and a palette colour each; the last band is open. */
export function SpeedBandsSection({ form, set, errors, readOnly }: SectionProps<CompanyForm>) {
  const { t } = useTranslation();
  const unit = form.distance === 'mi' ? 'mph' : 'km/h';
  const bands = form.bands;
  const update = (i: number, patch: Partial<BandInput>) => set({ bands: bands.map((b, j) => (j === i ? { ...b, ...patch } : b)) });
  const remove = (i: number) => set({ bands: bands.filter((_, j) => j !== i) });
  const add = () => {
    const bounded = bands
      .slice(0, -1)
      .map((b) => Number(b.upto))
      .filter(Number.isFinite);
    const next = String((bounded.length ? Math.max(...bounded) : 0) + 10);
    set({ bands: [...bands.slice(0, -1), { upto: next, color: DEFAULT_PALETTE_COLOR.hex }, ...bands.slice(-1)] });
  };
  const error = fieldError(errors, 'speed_colors');
  return (
    <Section title={t('companySettings.sections.bands')} hint={t('companySettings.bands.hint')} testId="section-bands">
      <Box sx={{ display: 'flex', height: 10, borderRadius: 1, overflow: 'hidden' }} aria-hidden>
        {bands.map((b, i) => (
          <Box key={i} sx={{ flex: 1, bgcolor: b.color }} />
        ))}
      </Box>
      {error.error && <Alert severity="error">{error.helperText}</Alert>}
      {bands.map((b, i) => {
        const open = i === bands.length - 1;
        return (
          <Stack key={i} direction="row" sx={{ gap: 1, alignItems: 'center' }} data-testid="speed-band">
            <TextField
              size="small"
              label={open ? t('companySettings.bands.above') : t('companySettings.bands.upTo')}
              value={open ? (bands[i - 1]?.upto ?? '0') : b.upto}
              disabled={readOnly || open}
              onChange={(e) => update(i, { upto: e.target.value })}
              slotProps={{
                htmlInput: { inputMode: 'decimal', 'aria-label': t('companySettings.bands.boundOf', { n: i + 1 }) },
                input: { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> },
              }}
              sx={{ width: { xs: 130, sm: 160 } }}
            />
            <TextField
              select
              size="small"
              label={t('companySettings.bands.color')}
              value={paletteColor(b.color)?.hex ?? b.color}
              disabled={readOnly}
              onChange={(e) => update(i, { color: e.target.value })}
              slotProps={{ htmlInput: { 'aria-label': t('companySettings.bands.colorOf', { n: i + 1 }) } }}
              sx={{ flex: 1, minWidth: 0 }}
            >
              {!paletteColor(b.color) && (
                <MenuItem value={b.color}>
                  <Swatch color={b.color} />
                  &nbsp;{b.color}
                </MenuItem>
              )}
              {PALETTE.map((c) => (
                <MenuItem key={c.hex} value={c.hex}>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center' }}>
                    <Swatch color={c.hex} />
                    <Typography variant="body2" noWrap>
                      {t(`companySettings.colors.${c.name}`)}
                    </Typography>
                  </Stack>
                </MenuItem>
              ))}
            </TextField>
            <Tooltip title={t('companySettings.bands.remove')}>
              <span>
                <IconButton
                  aria-label={t('companySettings.bands.remove')}
                  disabled={readOnly || open || bands.length <= 2}
                  onClick={() => remove(i)}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              </span>
            </Tooltip>
          </Stack>
        );
      })}
      {!readOnly && (
        <Button startIcon={<AddIcon />} onClick={add} disabled={bands.length >= 10} sx={{ alignSelf: 'flex-start' }}>
          {t('companySettings.bands.add')}
        </Button>
      )}
    </Section>
  );
}
