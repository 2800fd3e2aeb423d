import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import type { SvgIconProps } from '@mui/material';

const ICONS: Record<string, typeof SensorsOutlined> = {
  AssessmentOutlined,
  CalendarMonthOutlined,
  LockOutlined,
  NewReleasesOutlined,
  SensorsOutlined,
  TaskAltOutlined,
};

/** A system activity's icon by MUI name; unknown names show a bell. */
export function ActivityIcon({ icon, ...props }: { icon: string | null } & Omit<SvgIconProps, 'name'>) {
  const Icon = (icon && ICONS[icon]) || NotificationsOutlined;
  return <Icon {...props} />;
}
