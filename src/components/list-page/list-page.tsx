import type { SvgIconComponent } from '@mui/icons-material';
import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LazyPagedDataGrid } from '../data-table/lazy-paged-data-grid';
import { SearchField } from '../data-table/search-field';
import { useListSearch } from '../data-table/use-list-search';
import { mutationFailedMessage } from '../mutation-toast';
import { PageHeader } from '../page-header/page-header';
import { EmptyState, ErrorState, LoadingState } from '../states';
import { AccessDeniedPage, refusedLoad } from '../errors/access-denied-page';
import type { Crumb } from '../page-header/breadcrumbs';

/** What the page needs of a generated list query (`use…List(projectId, listParams(search), KEEP_PAGE)`). */
export interface ListQuery<R> {
  data?: { items: R[]; totalCount: number } | undefined;
  isPending: boolean;
  isError: boolean;
  /** The failure: a refusal (403) shows the access-denied page in the page's place. */
  error?: unknown;
  isFetching: boolean;
  /** Rows of the previous page or search on screen while the new ones load (`KEEP_PAGE`). */
  isPlaceholderData?: boolean;
  refetch(): unknown;
}

export interface ListPageProps<R extends GridValidRowModel & { id: string }> {
  title: string;
  /** The area's icon (src/components/areas/area-icons.ts), in the header and the empty state. */
  icon?: SvgIconComponent;
  /** A sentence under the title: what the area is for. */
  description?: string;
  /** The primary action (create), shown in the header and in the empty state. */
  primaryAction?: { label: string; onClick(): void; onIntent?(): void };
  /** The things listed, translated, plural (e.g. 'tools'): 'Failed to fetch tools. Please try again later.' */
  things: string;
  searchLabel: string;
  gridLabel: string;
  /** The sentence of an empty list. */
  emptyMessage: string;
  query: ListQuery<R>;
  columns: GridColDef<R>[];
  /** Crumbs after the route's (src/components/page-header): the thing this list belongs to. */
  trail?: Crumb[];
  /** Above the title: the area's own navigation (e.g. Files | Indexes). */
  nav?: ReactNode;
  /** Between the description and the search (e.g. an upload zone). */
  intro?: ReactNode;
  /** Row height in px for two-line cells (`TwoLineCell`). */
  rowHeight?: number;
  /** The page's dialogs. */
  children?: ReactNode;
}

/**
 * The list page of an area: title and primary action, the name search (`name` in the URL), the paged
 * grid bound to `page`/`pageSize` in the URL, and the loading, empty, no-match and error-with-retry
 * states; a list the backend refuses (403) is the access-denied page instead (§2). A failed refetch keeps
 * the rows on screen; the grid shows its progress bar while another page or search loads, not while a
 * running job or upload is polled in the background.
 */
export function ListPage<R extends GridValidRowModel & { id: string }>({
  title,
  icon,
  description,
  primaryAction,
  things,
  searchLabel,
  gridLabel,
  emptyMessage,
  query,
  columns,
  nav,
  trail,
  intro,
  rowHeight,
  children,
}: ListPageProps<R>) {
  const { t, i18n } = useTranslation('common');
  const search = useListSearch();
  const { data } = query;
  const refused = refusedLoad(query);
  const action = primaryAction && (
    <Button variant="contained" startIcon={<AddIcon />} onClick={primaryAction.onClick} onMouseEnter={primaryAction.onIntent} onFocus={primaryAction.onIntent}>
      {primaryAction.label}
    </Button>
  );

  if (refused) return <AccessDeniedPage error={refused} />;
  return (
    <Box component="section" sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
      <PageHeader title={title} icon={icon} description={description} actions={action} nav={nav} trail={trail} />
      {intro}
      <Box sx={{ mb: 2 }}>
        <SearchField label={searchLabel} value={search.name} onChange={search.setName} />
      </Box>
      {query.isPending && <LoadingState />}
      {query.isError && !data && <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', things)} onRetry={() => void query.refetch()} />}
      {data && data.totalCount === 0 && (
        <EmptyState
          icon={search.name ? undefined : icon}
          message={search.name ? t('list.noMatch', { name: search.name }) : emptyMessage}
          action={!search.name && action}
        />
      )}
      {data && data.totalCount > 0 && (
        <LazyPagedDataGrid<R>
          label={gridLabel}
          rows={data.items}
          columns={columns}
          rowCount={data.totalCount}
          loading={query.isFetching && Boolean(query.isPlaceholderData)}
          getRowId={(row) => row.id}
          {...(rowHeight ? { rowHeight } : {})}
        />
      )}
      {children}
    </Box>
  );
}
