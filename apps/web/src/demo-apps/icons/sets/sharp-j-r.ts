import type { SvgIconComponent } from '@mui/icons-material';

// The Sharp icons J–R, bundled as one chunk that loads only when the icons page shows one of them.
export default import.meta.glob<SvgIconComponent>('../../../../../../node_modules/@mui/icons-material/[J-R]*Sharp.mjs', {
  eager: true,
  import: 'default',
});
