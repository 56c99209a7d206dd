import type { ParamsOf } from '#server/adapters/rpc/define';
import type { Controllers } from '#server/adapters/rpc/registry';
import { signedInMember } from '../fixtures/members';
import { rpcOk } from '../fixtures/rpc-client';
import { createTestDatabase, startTestServer, type TestDatabase, type TestServer } from './test-server';

/**
 * One real server per e2e test file, on a SQLite database of its own, with the demo content
 * seeded and a signed-in member and staff member ready for the browser.
 */
export interface E2eServer {
  server: TestServer;
  url: string;
  member: Awaited<ReturnType<typeof signedInMember>>;
  staff: Awaited<ReturnType<typeof signedInMember>>;
  stop(): Promise<void>;
}

export async function startE2eServer(overrides: Record<string, string> = {}, options: { buildDir?: string } = {}): Promise<E2eServer> {
  const database: TestDatabase = await createTestDatabase('sqlite');
  const server = await startTestServer(database.url, overrides, options);
  const member = await signedInMember(server.services, 'member', '김도담');
  const staff = await signedInMember(server.services, 'staff', '관리자');
  return {
    server,
    url: server.url,
    member,
    staff,
    async stop() {
      await server.close();
      await database.drop();
    },
  };
}

/** Changes the site config the way staff do: the RPC, with the staff session. Throws unless it succeeded. */
export async function updateSiteConfig(server: TestServer, staffCookie: string, change: ParamsOf<Controllers['SiteAdminController']['updateSiteConfig']>): Promise<void> {
  await rpcOk(server, 'SiteAdminController', 'updateSiteConfig', change, { cookie: staffCookie });
}
