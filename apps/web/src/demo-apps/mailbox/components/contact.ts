/** "Myra Dudley <myra@x.com>" → its display name and address; a bare address names itself. */
export function parseContact(contact: string): { name: string; address: string } {
  const match = /^\s*(.*?)\s*<([^>]+)>\s*$/.exec(contact);
  if (!match) return { name: contact.trim(), address: contact.trim() };
  return { name: match[1] || match[2], address: match[2] };
}
