import { createTheme } from '@mui/material/styles';

/** Light and dark colour schemes; the mode (light, dark, system; default light) is kept under `vite-ui-theme`. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

export const theme = createTheme({
  colorSchemes: { light: true, dark: true },
  cssVariables: { colorSchemeSelector: 'class' },
  palette: { primary: { main: '#1565c0' } },
});
