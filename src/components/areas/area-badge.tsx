import type { SvgIconComponent } from '@mui/icons-material';
import Box from '@mui/material/Box';

/** An area's icon on a tint of the primary colour: page headers (40 px, rounded) and empty states (56 px, round). */
export function AreaBadge({ icon: Icon, size = 40 }: { icon: SvgIconComponent; size?: 40 | 56 }) {
  return (
    <Box
      aria-hidden
      sx={(theme) => ({
        display: 'inline-grid',
        placeItems: 'center',
        flexShrink: 0,
        width: size,
        height: size,
        borderRadius: size === 56 ? '50%' : 1.5,
        color: 'primary.main',
        bgcolor: `rgba(${theme.vars?.palette.primary.mainChannel ?? '21 101 192'} / 0.1)`,
      })}
    >
      <Icon fontSize={size === 56 ? 'large' : 'medium'} />
    </Box>
  );
}
