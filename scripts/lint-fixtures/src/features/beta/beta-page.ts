export const betaPage = 'beta';
