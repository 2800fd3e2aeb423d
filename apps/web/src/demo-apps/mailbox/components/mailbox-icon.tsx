import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LabelImportantOutlined from '@mui/icons-material/LabelImportantOutlined';
import LabelOutlined from '@mui/icons-material/LabelOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import StarOutlined from '@mui/icons-material/StarOutlined';
import type { SvgIconProps } from '@mui/material';

// The mock names folder and filter icons by MUI icon name; only these few are ever used.
const ICONS: Record<string, typeof InboxOutlined> = {
  ArchiveOutlined,
  DeleteOutlined,
  DraftsOutlined,
  InboxOutlined,
  LabelImportantOutlined,
  MarkEmailUnreadOutlined,
  ReportOutlined,
  SendOutlined,
  StarOutlined,
};

export function MailboxIcon({ name, ...props }: { name: string } & SvgIconProps) {
  const Icon = ICONS[name] ?? LabelOutlined;
  return <Icon {...props} />;
}
