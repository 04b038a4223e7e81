import { createServer, type RequestListener } from 'node:http';

export interface LocalHttpHost {
  /** `http://127.0.0.1:<port>` */
  origin: string;
  close: () => Promise<void>;
}

/** A real HTTP server on 127.0.0.1, on a free port, for tests that fetch over the network (Node environment). */
export async function startLocalHttpHost(listener: RequestListener): Promise<LocalHttpHost> {
  const server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the test host has no port');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
