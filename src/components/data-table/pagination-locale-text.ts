import type { GridLocaleText } from '@mui/x-data-grid';
import type { TFunction } from 'i18next';

type PaginationText = Pick<GridLocaleText, 'paginationRowsPerPage' | 'paginationDisplayedRows' | 'paginationItemAriaLabel'>;

/**
 * The grid's pagination in the interface language (`common:pagination`): MUI X's Japanese locale leaves
 * "1–3 of 3" in English, so every grid takes these from the studio's translations instead.
 */
export function paginationLocaleText(t: TFunction<'common'>): PaginationText {
  return {
    paginationRowsPerPage: t('pagination.rowsPerPage'),
    paginationDisplayedRows: ({ from, to, count }) =>
      count === -1 ? t('pagination.displayedRowsMore', { from, to }) : t('pagination.displayedRows', { from, to, count }),
    paginationItemAriaLabel: (type) => t(`pagination.${type}`),
  };
}
