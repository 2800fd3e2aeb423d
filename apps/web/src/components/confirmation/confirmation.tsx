import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { useTranslation } from 'react-i18next';

/** What a confirmation dialog shows; every part is optional and falls back to the default texts, icon and buttons. */
export interface ConfirmationConfig {
  title?: string;
  message?: string;
  icon?: { show?: boolean; color?: 'warning' | 'error' | 'info' | 'success' | 'primary' };
  actions?: {
    confirm?: { show?: boolean; label?: string; color?: 'warning' | 'error' | 'primary' };
    cancel?: { show?: boolean; label?: string };
  };
  dismissible?: boolean;
}
export type ConfirmationResult = 'confirmed' | 'cancelled';

type Open = (config?: ConfirmationConfig) => Promise<ConfirmationResult>;
const ConfirmationContext = createContext<Open | null>(null);

interface Pending {
  config: ConfirmationConfig;
  resolve: (r: ConfirmationResult) => void;
}

export function ConfirmationProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(null);
  const open = useCallback<Open>((config = {}) => new Promise((resolve) => setPending({ config, resolve })), []);
  const close = (r: ConfirmationResult) => {
    pending?.resolve(r);
    setPending(null);
  };
  const c = pending?.config ?? {};
  return (
    <ConfirmationContext.Provider value={open}>
      {children}
      <Dialog open={pending !== null} onClose={() => c.dismissible && close('cancelled')} aria-labelledby="confirmation-title">
        <DialogTitle id="confirmation-title">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            {c.icon?.show !== false && <WarningAmberOutlined color={c.icon?.color ?? 'warning'} />}
            <span>{c.title ?? t('errors.confirm.title')}</span>
          </Stack>
        </DialogTitle>
        <DialogContent>{c.message ?? t('errors.confirm.message')}</DialogContent>
        <DialogActions>
          {c.actions?.cancel?.show !== false && (
            <Button onClick={() => close('cancelled')}>{c.actions?.cancel?.label ?? t('errors.confirm.cancel')}</Button>
          )}
          {c.actions?.confirm?.show !== false && (
            <Button variant="contained" color={c.actions?.confirm?.color ?? 'warning'} onClick={() => close('confirmed')}>
              {c.actions?.confirm?.label ?? t('errors.confirm.confirm')}
            </Button>
          )}
        </DialogActions>
      </Dialog>
    </ConfirmationContext.Provider>
  );
}

/** `const confirm = useConfirm(); if (await confirm({message}) === 'confirmed') …` */
export function useConfirm(): Open {
  const open = useContext(ConfirmationContext);
  if (!open) throw new Error('useConfirm must be used inside ConfirmationProvider');
  return open;
}
