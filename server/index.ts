import path from 'node:path';
import { createApp, loadBuild } from './app';
import { seedDemoContent } from './db/seed/seed';
import { createNodeServer } from './http/node-server';
import { readEnv } from './env';
import { projectRoot } from './paths';
import { createLogger, createServices } from './services';

/** Boot: validate the environment, migrate, seed, serve; finish in-flight requests on SIGTERM. */
async function main(): Promise<void> {
  let env;
  try {
    env = readEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(env);
  const services = await createServices(env, logger);
  if (env.SEED_DEMO) await seedDemoContent(services.db.kysely, services.storage);

  const buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(projectRoot(), 'build');
  const app = createApp({ services, build: await loadBuild(buildDir), clientDir: path.join(buildDir, 'client') });
  const server = createNodeServer(app, services);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info({ url: `http://${env.HOST}:${port}${env.BASE_PATH}/`, database: services.db.dialect, redis: Boolean(env.REDIS_URL) }, 'listening');
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await services.close().catch((error: unknown) => logger.error({ err: error }, 'closing services failed'));
      logger.info('stopped');
      logger.flush(() => process.exit(0));
    });
    server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
