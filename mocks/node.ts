/** The stateful mock backend for component tests (msw/node): `server.listen()` in the test setup. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
