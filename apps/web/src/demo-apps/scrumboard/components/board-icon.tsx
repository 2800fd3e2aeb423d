import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import RocketLaunchOutlined from '@mui/icons-material/RocketLaunchOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import type { SvgIconProps } from '@mui/material';

// Boards name their icon by MUI icon name; these are the ones the samples use.
const ICONS: Record<string, typeof DashboardOutlined> = { AssessmentOutlined, RocketLaunchOutlined, SensorsOutlined };

export function BoardIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = ICONS[name] ?? DashboardOutlined;
  return <Icon {...props} />;
}
