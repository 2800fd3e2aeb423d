import { useState } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { useSnackbar } from 'notistack';
import type { Activity } from '@roadlens/contract/activities';
import { useFormat } from '../../../lib/format/index.ts';
import { useDecideActivity } from '../api/activities-api.ts';

/** Approve or reject a pending activity (with an optional comment); a decided one shows who decided, when and why. */
export function DecisionPanel({ activity: a, canDecide }: { activity: Activity; canDecide: boolean }) {
  const { t } = useTranslation();
  const f = useFormat();
  const { enqueueSnackbar } = useSnackbar();
  const [comment, setComment] = useState('');
  const decide = useDecideActivity();

  if (a.status !== 'pending') {
    return (
      <Stack sx={{ gap: 1 }} data-testid="activity-decision">
        <Typography data-testid="activity-decided-by">
          {t('activities.decidedBy', {
            status: t(`activities.status.${a.status}`),
            name: a.decided_by?.name ?? '—',
            when: f.dateTime(a.decided_at),
          })}
        </Typography>
        {/* The comment is an operator's text: rendered as text, never as markup. */}
        <Typography color="text.secondary" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="activity-comment">
          {a.comment ?? t('activities.noComment')}
        </Typography>
      </Stack>
    );
  }
  if (!canDecide) return <Alert severity="info">{t('activities.readOnly')}</Alert>;

  const submit = (status: 'approved' | 'rejected') =>
    decide.mutate(
      { params: { id: a.id }, body: { status, ...(comment.trim() ? { comment } : {}) } },
      { onSuccess: () => enqueueSnackbar(t('activities.saved'), { variant: 'success' }) },
    );
  return (
    <Stack sx={{ gap: 2 }} data-testid="activity-decision">
      <TextField
        label={t('activities.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value)}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'activity-comment-input' } }}
      />
      {decide.isError && (
        <Alert severity="error" data-testid="activity-decide-error">
          {t('activities.decideError', { message: decide.error.message })}
        </Alert>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1 }}>
        <Button
          variant="contained"
          color="success"
          startIcon={<CheckIcon />}
          disabled={decide.isPending}
          onClick={() => submit('approved')}
          data-testid="activity-approve"
        >
          {t('activities.approve')}
        </Button>
        <Button
          variant="outlined"
          color="error"
          startIcon={<CloseIcon />}
          disabled={decide.isPending}
          onClick={() => submit('rejected')}
          data-testid="activity-reject"
        >
          {t('activities.reject')}
        </Button>
      </Stack>
    </Stack>
  );
}
