import { createTheme } from '@mui/material/styles';

/** An admin-template look: slate navigation, indigo primary, soft cards. */
export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#4f46e5', light: '#818cf8', dark: '#3730a3', contrastText: '#fff' },
    secondary: { main: '#0ea5e9', contrastText: '#fff' },
    success: { main: '#16a34a' },
    warning: { main: '#f59e0b' },
    error: { main: '#e11d48' },
    background: { default: '#f1f5f9', paper: '#ffffff' },
    text: { primary: '#1e293b', secondary: '#64748b' },
    divider: '#e2e8f0',
  },
  shape: { borderRadius: 8 },
  breakpoints: { values: { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1440 } },
  transitions: { duration: { enteringScreen: 225, leavingScreen: 195 } },
  typography: {
    fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiCard: { styleOverrides: { root: { boxShadow: '0 1px 3px rgba(15,23,42,.08), 0 1px 2px rgba(15,23,42,.04)' } } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { size: 'small' } },
  },
});
