import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJson } from '../../shared/fetch-json.ts';
import type { Mail, MailsResponse } from '../model.ts';
import { mailboxKeys } from './keys.ts';

export type MailPatch = Partial<Pick<Mail, 'starred' | 'important' | 'unread' | 'folder' | 'labels'>>;

export const updateMail = ({ id, mail }: { id: string; mail: MailPatch }) =>
  fetchJson<Mail | null>('api/apps/mailbox/mail', { method: 'PATCH', body: { id, mail } });

export function useUpdateMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateMail,
    // Show the change at once in the open mail and in every cached page; the server's answer follows.
    onMutate: async ({ id, mail }) => {
      await client.cancelQueries({ queryKey: mailboxKeys.mailLists() });
      client.setQueryData<Mail | null>(mailboxKeys.mail(id), (old) => (old ? { ...old, ...mail } : old));
      client.setQueriesData<MailsResponse>({ queryKey: mailboxKeys.mailLists() }, (old) =>
        old?.mails ? { ...old, mails: old.mails.map((m) => (m.id === id ? { ...m, ...mail } : m)) } : old,
      );
    },
    onSettled: (saved, _error, { id }) => {
      if (saved) client.setQueryData(mailboxKeys.mail(id), saved);
      void client.invalidateQueries({ queryKey: mailboxKeys.mailLists() });
      void client.invalidateQueries({ queryKey: mailboxKeys.folders() });
    },
  });
}
