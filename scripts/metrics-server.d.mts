import type { Server } from 'node:http';

export function startMetricsServer(options: { port: number; host?: string; token?: string; metrics: () => Promise<string>; contentType: string }): Promise<Server>;
export function metricsPort(): number | undefined;
