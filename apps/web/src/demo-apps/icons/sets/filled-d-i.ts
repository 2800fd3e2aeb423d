import type { SvgIconComponent } from '@mui/icons-material';

// The Filled icons D–I, bundled as one chunk that loads only when the icons page shows one of them.
export default import.meta.glob<SvgIconComponent>(
  [
    '../../../../../../node_modules/@mui/icons-material/[D-I]*.mjs',
    '!../../../../../../node_modules/@mui/icons-material/*{Outlined,Rounded,Sharp,TwoTone}.mjs',
  ],
  { eager: true, import: 'default' },
);
