import { useColorScheme } from '@mui/material/styles';

/**
 * Whether the studio is drawn dark: the user's colour mode, or the system's when the mode is
 * "system". For parts the MUI theme does not style itself (Monaco, React Flow's canvas).
 */
export function useDarkMode(): boolean {
  const { mode, systemMode } = useColorScheme();
  return (mode === 'system' ? systemMode : mode) === 'dark';
}
