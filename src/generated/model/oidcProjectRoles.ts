
/**
 * Role key → (organization id → organization primary domain).
 */
export interface OidcProjectRoles {[key: string]: {[key: string]: string}}
