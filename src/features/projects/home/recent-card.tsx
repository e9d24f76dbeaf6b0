import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState } from '../../../components/states';

export interface RecentRow {
  id: string;
  name: string;
  href: string;
  detail: string;
  /** On the right: e.g. the execution's status tag. */
  aside?: ReactNode;
}

interface RecentCardProps {
  title: string;
  Icon: SvgIconComponent;
  /** The things listed, plural, for 'Failed to fetch {things}.' */
  things: string;
  empty: string;
  all: { label: string; href: string };
  query: { isPending: boolean; isError: boolean; refetch(): unknown };
  rows: RecentRow[] | undefined;
}

/** A card of the few newest of something (workflows edited, jobs run), each a link, with its own states. */
export function RecentCard({ title, Icon, things, empty, all, query, rows }: RecentCardProps) {
  const { t, i18n } = useTranslation('projects');
  const titleId = useId();
  let body: ReactNode;
  if (query.isError && !rows) body = <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', things)} onRetry={() => void query.refetch()} />;
  else if (!rows)
    body = (
      <Box role="status" aria-label={t('home.loading', { thing: title })}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="text" height={40} />
        ))}
      </Box>
    );
  else if (rows.length === 0) body = <Typography color="text.secondary">{empty}</Typography>;
  else
    body = (
      <List dense disablePadding>
        {rows.map((row) => (
          <ListItem key={row.id} disableGutters divider sx={{ gap: 2, py: 1, '&:last-of-type': { borderBottom: 0 } }}>
            <Box sx={{ minWidth: 0, flex: 1 }}>
              <Link
                component={RouterLink}
                to={row.href}
                underline="hover"
                sx={{ display: 'block', fontWeight: 500, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
              >
                {row.name}
              </Link>
              <Typography variant="caption" color="text.secondary">
                {row.detail}
              </Typography>
            </Box>
            {row.aside}
          </ListItem>
        ))}
      </List>
    );
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, justifyContent: 'space-between' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Icon fontSize="small" color="action" aria-hidden />
          <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
        </Box>
        <Link component={RouterLink} to={all.href} underline="hover" variant="body2">
          {all.label}
        </Link>
      </Box>
      {body}
    </Card>
  );
}
