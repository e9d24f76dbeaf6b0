/**
 * The areas the project home counts (issue #19), as the area registry lists them (src/components/areas/areas.ts):
 * each with its icon and the page its figure links to, in the home's order (build, knowledge, batch
 * processing, agents, nodes).
 */
import type { SvgIconComponent } from '@mui/icons-material';
import { AREA_ICONS as ICONS } from '../../../components/areas/area-icons';
import { AREAS as REGISTRY, HOME_AREAS } from '../../../components/areas/areas';

export const AREAS = HOME_AREAS;
export type Area = (typeof AREAS)[number];

/** The studio's area icons, for the areas counted here. */
export const AREA_ICONS: Record<Area, SvgIconComponent> = ICONS;

export const AREA_HREFS = Object.fromEntries(AREAS.map((area) => [area, REGISTRY[area].route.href])) as Record<Area, (projectId: string) => string>;

/** Areas of other projects too: not counted when deciding whether this project is still empty. */
export const ORG_WIDE: ReadonlySet<Area> = new Set<Area>(AREAS.filter((area) => 'orgWide' in REGISTRY[area] && REGISTRY[area].orgWide));
