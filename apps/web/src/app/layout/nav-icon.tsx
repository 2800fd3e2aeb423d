import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import QueryStatsOutlined from '@mui/icons-material/QueryStatsOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import AltRouteOutlined from '@mui/icons-material/AltRouteOutlined';
import SignpostOutlined from '@mui/icons-material/SignpostOutlined';
import GridOnOutlined from '@mui/icons-material/GridOnOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import RuleOutlined from '@mui/icons-material/RuleOutlined';
import BoltOutlined from '@mui/icons-material/BoltOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import MergeTypeOutlined from '@mui/icons-material/MergeTypeOutlined';
import AddRoadOutlined from '@mui/icons-material/AddRoadOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import MonitorHeartOutlined from '@mui/icons-material/MonitorHeartOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import Chat from '@mui/icons-material/Chat';
import AppsOutlined from '@mui/icons-material/AppsOutlined';
import Contacts from '@mui/icons-material/Contacts';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import Folder from '@mui/icons-material/Folder';
import HelpCenter from '@mui/icons-material/HelpCenter';
import EmojiSymbolsOutlined from '@mui/icons-material/EmojiSymbolsOutlined';
import Inventory2 from '@mui/icons-material/Inventory2';
import MailOutlined from '@mui/icons-material/MailOutlined';
import Key from '@mui/icons-material/Key';
import StickyNote2Outlined from '@mui/icons-material/StickyNote2Outlined';
import ViewKanbanOutlined from '@mui/icons-material/ViewKanbanOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import CircleOutlined from '@mui/icons-material/CircleOutlined';
import type { SvgIconProps } from '@mui/material';

/** The icons navigation items name (core menu and the demo apps); an unknown name shows a dot. */
const ICONS = {
  DashboardOutlined,
  MapOutlined,
  ListAltOutlined,
  NotificationsActiveOutlined,
  QueryStatsOutlined,
  SensorsOutlined,
  LinkOutlined,
  AltRouteOutlined,
  SignpostOutlined,
  GridOnOutlined,
  LocalOfferOutlined,
  RuleOutlined,
  BoltOutlined,
  TableChartOutlined,
  InsightsOutlined,
  RouteOutlined,
  MergeTypeOutlined,
  AddRoadOutlined,
  AssessmentOutlined,
  SettingsOutlined,
  MonitorHeartOutlined,
  HistoryOutlined,
  Chat,
  AppsOutlined,
  Contacts,
  MenuBookOutlined,
  Folder,
  HelpCenter,
  EmojiSymbolsOutlined,
  Inventory2,
  MailOutlined,
  Key,
  StickyNote2Outlined,
  ViewKanbanOutlined,
  TaskAltOutlined,
};

export function NavIcon({ name, ...props }: { name?: string } & SvgIconProps) {
  const Icon = ICONS[name as keyof typeof ICONS] ?? CircleOutlined;
  return <Icon {...props} />;
}
