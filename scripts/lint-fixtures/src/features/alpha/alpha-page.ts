import { buttonLabel } from '../../components/button';

export const alphaPage = `alpha ${buttonLabel}`;
