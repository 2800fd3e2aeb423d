/** The colours a label can take in the settings dialog. */
export const LABEL_COLORS = ['#0d9488', '#4f46e5', '#db2777', '#2563eb', '#d97706', '#16a34a', '#e11d48', '#7c3aed', '#64748b'];
