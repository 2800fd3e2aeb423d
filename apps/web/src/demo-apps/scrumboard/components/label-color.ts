// Board labels have no colour of their own; each gets one by its place on the board.
const PALETTE = ['#4f46e5', '#0d9488', '#e11d48', '#d97706', '#2563eb', '#7c3aed', '#16a34a', '#db2777'];

export const labelColor = (labelIds: string[], id: string): string => PALETTE[Math.max(0, labelIds.indexOf(id)) % PALETTE.length];
