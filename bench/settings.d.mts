/** Types of bench/settings.mjs, for the TypeScript benchmarks (bench:sync, bench:live, bench:restart). */
export declare const PHASES: string[];
export declare const siteBench: {
  phases: string[];
  lighthouseRuns: number;
  buildSizes: number[];
  wrk: { duration: string; threads: number; connections: number };
  sitePort: number;
  nginxPort: number;
  reuseBuild: boolean;
  before: { dir: string; dist: string } | null;
  traces: boolean;
};
export declare const abuseBench: {
  port: number;
  dist: string;
  durationS: number;
  idleS: number;
  connections: number;
  visitors: number;
  visitorIntervalMs: number;
  skip: string[];
  throughNginx: boolean;
};
export declare const leadsBench: { dist: string; port: number; visitors: number; seconds: number };
export declare const beaconsBench: { dist: string; port: number; visitors: number; seconds: number; readers: number; pauseMs: number };
export declare const restartBench: { dist: string; port: number; rounds: number };
export declare const syncBench: { rows: number; latencyMs: number };
export declare const liveBench: { port: number; rows: number; reuseDist: string | undefined };
