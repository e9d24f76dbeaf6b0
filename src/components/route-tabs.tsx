import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink } from 'react-router-dom';
import { intentHandlers } from '../lib/prefetch';

export interface RouteTab<V extends string> {
  value: V;
  label: string;
  href: string;
}

/**
 * An area's pages as navigation tabs (each tab is a link to its own route; the current one is
 * `aria-current="page"` and prefetched routes load on hover or focus): Knowledge's Files | Indexes,
 * Datasets' File List | Upload.
 */
export function RouteTabs<V extends string>({ label, current, tabs }: { label: string; current: V; tabs: readonly RouteTab<V>[] }) {
  return (
    <Tabs component="nav" aria-label={label} value={current} sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}>
      {tabs.map((tab) => (
        <Tab
          key={tab.value}
          value={tab.value}
          label={tab.label}
          component={RouterLink}
          to={tab.href}
          aria-current={tab.value === current ? 'page' : undefined}
          {...intentHandlers(tab.href)}
        />
      ))}
    </Tabs>
  );
}
