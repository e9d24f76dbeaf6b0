import type { Alpha } from '../model/alpha';

export const useGetAlpha = (): Alpha => ({ name: 'alpha' });
