import { createTheme } from '@mui/material/styles';

/** Light and dark colour schemes; the mode (light, dark, system; default light) is kept under `vite-ui-theme`. */
export const THEME_STORAGE_KEY = 'vite-ui-theme';

/**
 * System fonts only (offline by design, nothing bundled): the platform's UI font for Latin text, then the
 * platform's Japanese UI font, so Japanese never falls back to a serif or a mismatched face.
 */
const FONT_FAMILY = [
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  '"Yu Gothic UI"',
  'Meiryo',
  'sans-serif',
].join(', ');

/**
 * Whether the user asked their system for less motion (read once, when the studio starts). The studio then
 * moves nothing on its own: no transitions (dialogs, menus, drawers appear at rest) and no ripples (WCAG
 * 2.3.3). Progress indicators keep their animation: they say that something is going on.
 */
const reducedMotion = typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
const STILL = reducedMotion
  ? {
      transitions: { create: () => 'none', duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 } },
      components: { MuiButtonBase: { defaultProps: { disableRipple: true } } },
    }
  : { components: {} };

export const theme = createTheme({
  ...(reducedMotion ? { transitions: STILL.transitions } : {}),
  // Light: MUI's warning orange (#ed6c02) is 3.1:1 on white, below WCAG AA for text (the editor's
  // "Fix N issues to save"); a darker amber reads 5:1, on white and under white text alike.
  // Both inside the light scheme: a top-level `palette` beside `colorSchemes` replaces the light
  // scheme's palette (the amber was silently lost).
  // Filled alerts (the toasts) fill with info and success main (light) or dark (dark): MUI's info (#0288d1) and
  // dark success (#388e3c) carry white text at 3.9 and 4.1:1; one shade deeper reads 4.8 / 5.1 / 7.4:1
  // (theme.test.ts checks every severity in both schemes).
  colorSchemes: {
    light: { palette: { primary: { main: '#1565c0' }, warning: { main: '#b45309' }, info: { main: '#0277bd' } } },
    dark: { palette: { success: { main: '#66bb6a', dark: '#2e7d32' }, info: { main: '#29b6f6', dark: '#01579b' } } },
  },
  cssVariables: { colorSchemeSelector: 'class' },
  shape: { borderRadius: 8 },
  // A scale for data screens: page titles smaller and heavier than MUI's display sizes, buttons in
  // sentence case (all caps reads as shouting, and Japanese has no case).
  typography: {
    fontFamily: FONT_FAMILY,
    h4: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3 },
    h5: { fontSize: '1.375rem', fontWeight: 600, lineHeight: 1.35 },
    h6: { fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.4 },
    subtitle1: { fontWeight: 600 },
    subtitle2: { fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    ...STILL.components,
    MuiButton: { defaultProps: { disableElevation: true } },
    // Links in tables and grids are the rows' names: underlined on hover and focus only (a link inside
    // running text keeps its underline, so it never depends on colour alone).
    // The same for plain router links in tables (the project list's names).
    MuiTableCell: {
      styleOverrides: {
        root: ({ theme }) => ({
          '& a:not(.MuiButtonBase-root)': { color: (theme.vars ?? theme).palette.primary.main, fontWeight: 500, textDecoration: 'none' },
          '& a:not(.MuiButtonBase-root):hover, & a:not(.MuiButtonBase-root):focus-visible': { textDecoration: 'underline' },
        }),
        head: { fontWeight: 600 },
      },
    },
    MuiLink: {
      styleOverrides: {
        root: {
          '.MuiDataGrid-cell &, .MuiTableCell-root &': { textDecoration: 'none', fontWeight: 500 },
          '.MuiDataGrid-cell &:hover, .MuiTableCell-root &:hover, .MuiDataGrid-cell &:focus-visible, .MuiTableCell-root &:focus-visible': {
            textDecoration: 'underline',
          },
        },
      },
    },
  },
});
