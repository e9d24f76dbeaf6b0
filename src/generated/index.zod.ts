export * from './ip-restrictions/ip-restrictions.zod';
export * from './organizations/organizations.zod';
export * from './projects/projects.zod';
export * from './users/users.zod';
