export const buttonLabel = 'OK';
