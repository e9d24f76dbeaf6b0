// Whether a local port is free, as the servers of `npm start` will need it: nothing may listen on it at
// either loopback address (a browser opening `localhost` may reach ::1 first), nor on all addresses.
import { createServer } from 'node:net';

const LOOPBACKS = ['127.0.0.1', '::1'];

function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error) => {
      // No IPv6 here: nothing can listen on ::1 either.
      resolve(error.code === 'EADDRNOTAVAIL' || error.code === 'EAFNOSUPPORT');
    });
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** True when this machine's loopback addresses have `port` free. */
export async function isPortFree(port) {
  for (const host of LOOPBACKS) if (!(await tryListen(port, host))) return false;
  return true;
}
