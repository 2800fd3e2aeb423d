import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../shared/empty-state.tsx';

/** The right side before a conversation is chosen (wide screens only). */
export function NoChatSelected() {
  const { t } = useTranslation();
  return <EmptyState icon={<ForumOutlinedIcon />} title={t('demoChat.selectTitle')} text={t('demoChat.selectText')} />;
}
