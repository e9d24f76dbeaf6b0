import { AREAS, SIDEBAR_SECTIONS as SECTIONS, TOP_MENU_AREAS } from '../../components/areas/areas';

/** The top menu (§2), in the spec's order (the area registry's). `key` is the translation key under shell:menu. */
export const TOP_MENU = TOP_MENU_AREAS.map((key) => ({ key, href: AREAS[key].route.href }));

/** The sidebar's sections: the same areas grouped, with autonomous agent, LLM and batch processing (the area registry's). */
export const SIDEBAR_SECTIONS = SECTIONS.map(({ key, areas }) => ({ key, items: areas.map((area) => ({ key: area, href: AREAS[area].route.href })) }));
