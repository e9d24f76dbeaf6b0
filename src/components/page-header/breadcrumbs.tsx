import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * Where the page is: a list of links to its ancestors, '/' between them (drawn, not read). Written out
 * rather than MUI's Breadcrumbs (its collapse logic, 1.5 KB gzip, on the first screen for nothing).
 */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const { t } = useTranslation('shell');
  return (
    <Box component="nav" aria-label={t('breadcrumbs')} sx={{ mb: 0.5 }}>
      <Box
        component="ol"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          m: 0,
          p: 0,
          listStyle: 'none',
          typography: 'body2',
          color: 'text.secondary',
          '& li + li::before': { content: '"/"', px: 1, color: 'text.disabled' },
          '& a': { color: 'inherit', textDecoration: 'none', overflowWrap: 'anywhere' },
          '& a:hover, & a:focus-visible': { color: 'text.primary', textDecoration: 'underline' },
        }}
      >
        {crumbs.map((crumb) => (
          <li key={crumb.href}>
            <Link to={crumb.href}>{crumb.label}</Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
