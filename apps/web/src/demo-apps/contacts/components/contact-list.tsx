import { Fragment } from 'react';
import { List, ListItemAvatar, ListItemButton, ListItemText, ListSubheader } from '@mui/material';
import { PersonAvatar } from '../../shared/person-avatar.tsx';
import { contactTitle, type Contact } from '../model.ts';

// Grouped by base letter, as the collator sorts them: Çağla sits under C, Ömer under O.
const initialOf = (name: string) => name.normalize('NFD').charAt(0).toLocaleUpperCase('en');

/** Contacts grouped under their initial letter, in the order the mock sorted them. */
export function ContactList({
  contacts,
  selectedId,
  onSelect,
}: {
  contacts: Contact[];
  selectedId?: string;
  onSelect: (c: Contact) => void;
}) {
  return (
    <List disablePadding aria-label="contacts">
      {contacts.map((contact, i) => {
        const letter = initialOf(contact.name);
        const newGroup = i === 0 || initialOf(contacts[i - 1].name) !== letter;
        return (
          <Fragment key={contact.id}>
            {newGroup && (
              <ListSubheader
                sx={{ bgcolor: 'background.default', lineHeight: '32px', fontWeight: 600, borderBottom: 1, borderColor: 'divider' }}
              >
                {letter}
              </ListSubheader>
            )}
            <ListItemButton
              selected={contact.id === selectedId}
              onClick={() => onSelect(contact)}
              sx={{ px: { xs: 2, sm: 3 }, borderBottom: 1, borderColor: 'divider' }}
            >
              <ListItemAvatar>
                <PersonAvatar name={contact.name} src={contact.avatar} />
              </ListItemAvatar>
              <ListItemText
                primary={contact.name}
                secondary={contactTitle(contact) || contact.emails[0]?.email}
                slotProps={{ primary: { noWrap: true, sx: { fontWeight: 500 } }, secondary: { noWrap: true } }}
              />
            </ListItemButton>
          </Fragment>
        );
      })}
    </List>
  );
}
