import { kakaoEnabled } from '#app/features/account/kakao-enabled.server';
import path from 'node:path';
import type { Logger } from 'pino';
import { createApp, loadBuild } from './app';
import { seedDemoContent, seedEssentials } from './seed/seed';
import { type Env, readEnv } from '../platform/env';
import { classifyUnavailable } from '../platform/errors/unavailable';
import { createNodeServer } from './http/node-server';
import { metricsServer } from './http/metrics-endpoint';
import { startTracing } from '../platform/tracing/tracing';
import { withStartupLock } from '../platform/db/startup-lock';
import { projectRoot } from '../platform/paths';
import { createLogger, flushLogs, openServices, prepareDatabase, type Services } from '../platform/services';

/** Back-off between start-up attempts while the database is away: 0.5 s doubling to 5 s. */
const RETRY_FIRST_MS = 500;
const RETRY_MAX_MS = 5000;
/** After the drain and closing the connections, the exit waits this long for the log reader at most. */
const LOG_FLUSH_MS = 1000;

/**
 * Boot: validate the environment, listen at once (liveness answers; readiness says "starting"),
 * then migrate and seed, retrying with back-off while the database is not up yet. SIGTERM drains.
 */
async function main(): Promise<void> {
  let env: Env;
  try {
    env = readEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const logger = createLogger(env);
  // Off unless OpenTelemetry's standard variables ask for traces (docs/operations.md "Traces").
  const stopTracing = await startTracing();
  const services = await openServices(env, logger);

  const buildDir = process.env.BUILD_DIR ? path.resolve(process.env.BUILD_DIR) : path.join(projectRoot(), 'build');
  const app = createApp({ services, build: await loadBuild(buildDir), clientDir: path.join(buildDir, 'client') });
  const server = createNodeServer(app, services);
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    logger.info({ url: `http://${env.HOST}:${port}${env.BASE_PATH}/`, database: services.db.dialect, redis: Boolean(env.REDIS_URL) }, 'listening');
  });

  // Metrics on a private port of their own, when asked for (docs/operations.md "Metrics").
  const metricsPort = env.METRICS_PORT;
  const scrapeServer = metricsPort === undefined ? undefined : metricsServer(services.metrics);
  scrapeServer?.listen(metricsPort, env.METRICS_HOST, () => logger.info({ url: `http://${env.METRICS_HOST}:${metricsPort}/metrics` }, 'metrics listening'));

  let stopping = false;
  void startWhenDatabaseIsUp(services, logger, () => stopping);

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    services.health.phase = 'stopping';
    logger.info({ signal, drainMs: env.SHUTDOWN_TIMEOUT_MS }, 'shutting down: draining connections');
    // Whatever hangs below (a dependency, the log reader), the process exits.
    setTimeout(() => process.exit(1), env.SHUTDOWN_TIMEOUT_MS + 5000).unref();
    const drained = await server.drain(env.SHUTDOWN_TIMEOUT_MS);
    scrapeServer?.close();
    if (!drained) logger.warn('drain timed out; remaining connections were cut');
    await services.close().catch((error: unknown) => logger.error({ err: error }, 'closing services failed'));
    await stopTracing().catch((error: unknown) => logger.warn({ err: error }, 'flushing traces failed'));
    logger.info({ drained }, 'stopped');
    await flushLogs(logger, LOG_FLUSH_MS);
    process.exit(drained ? 0 : 1);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

/**
 * Migrates (and seeds) as soon as the database answers. An outage is waited out; any other
 * failure (a broken migration) ends the process, so the deployment shows it.
 */
async function startWhenDatabaseIsUp(services: Services, logger: Logger, stopping: () => boolean): Promise<void> {
  for (let attempt = 1; !stopping(); attempt++) {
    try {
      await prepareDatabase(services);
      // The site settings row every site needs; the demo content only with SEED_DEMO (default on).
      // Demo texts that mention Kakao sign-up follow its configuration (issue 25, item 4b).
      // Instances starting together take turns (server/platform/db/startup-lock.ts).
      await withStartupLock(services.env.DATABASE_URL, async () => {
        if (services.env.SEED_DEMO) await seedDemoContent(services.db.kysely, services.storage, undefined, { kakao: kakaoEnabled(services) });
        else await seedEssentials(services.db.kysely, services.storage);
      });
      if (stopping()) return;
      services.health.markDatabaseAvailable();
      services.health.phase = 'ready';
      logger.info({ attempt }, 'ready');
      return;
    } catch (error) {
      if (!classifyUnavailable(error)) {
        logger.fatal({ err: error }, 'start-up failed');
        await flushLogs(logger, LOG_FLUSH_MS);
        process.exit(1);
      }
      services.health.markUnavailable('database');
      const waitMs = Math.min(RETRY_FIRST_MS * 2 ** (attempt - 1), RETRY_MAX_MS);
      logger.warn({ err: error, attempt, retryInMs: waitMs }, 'database not reachable yet; retrying');
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
