import { createTheme } from '@mui/material/styles';

/** Light and dark colour schemes; the mode (light, dark, system; default light) is kept under `vite-ui-theme`. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

export const theme = createTheme({
  // Light: MUI's warning orange (#ed6c02) is 3.1:1 on white, below WCAG AA for text (the editor's
  // "Fix N issues to save"); a darker amber reads 5:1, on white and under white text alike.
  // Both inside the light scheme: a top-level `palette` beside `colorSchemes` replaces the light
  // scheme's palette (the amber was silently lost).
  colorSchemes: { light: { palette: { primary: { main: '#1565c0' }, warning: { main: '#b45309' } } }, dark: true },
  cssVariables: { colorSchemeSelector: 'class' },
});
