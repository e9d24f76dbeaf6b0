import { alphaPage } from '../features/alpha/alpha-page';

export const routes = [alphaPage];
