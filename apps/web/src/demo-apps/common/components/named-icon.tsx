import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatOutlined from '@mui/icons-material/ChatOutlined';
import ContactsOutlined from '@mui/icons-material/ContactsOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import InsertChartOutlined from '@mui/icons-material/InsertChartOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import NewReleasesOutlined from '@mui/icons-material/NewReleasesOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import type { SvgIconProps } from '@mui/material';

/** The icons shortcuts and notifications can name; anything else shows as a link icon. */
export const NAMED_ICONS = {
  MailOutlined,
  TaskAltOutlined,
  ViewKanbanOutlined,
  StickyNote2Outlined,
  InsertChartOutlined,
  NewReleasesOutlined,
  SensorsOutlined,
  AssessmentOutlined,
  LockOutlined,
  CalendarMonthOutlined,
  MapOutlined,
  ChatOutlined,
  ContactsOutlined,
  DashboardOutlined,
  NotificationsOutlined,
  LinkOutlined,
};

export function NamedIcon({ icon, ...props }: { icon: string | null | undefined } & Omit<SvgIconProps, 'name'>) {
  const Icon = NAMED_ICONS[icon as keyof typeof NAMED_ICONS] ?? LinkOutlined;
  return <Icon {...props} />;
}
