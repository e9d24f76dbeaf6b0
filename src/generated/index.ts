export * from './ip-restrictions/ip-restrictions';
export * from './organizations/organizations';
export * from './projects/projects';
export * from './users/users';
