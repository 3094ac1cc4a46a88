export { watchDatabase } from './database-gauges.ts';
export { READINESS_TIMEOUT_MS } from './readiness.ts';
export { HEALTH_PATH, METRICS_PATH, monitoringRoutes, READY_PATH } from './routes.ts';
