/**
 * One icon per area (issue #19), read from the area registry (areas.ts): the top menu, the sidebar, the
 * page headers and the project home all draw an area with the same picture.
 */
import type { SvgIconComponent } from '@mui/icons-material';
import { AREAS, type AreaId } from './areas';

export const AREA_ICONS = Object.fromEntries(Object.entries(AREAS).map(([id, area]) => [id, area.icon])) as Record<AreaId, SvgIconComponent>;

export type AreaIconKey = AreaId;
