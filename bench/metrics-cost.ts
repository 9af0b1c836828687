// npm run bench:metrics — what counting requests for /metrics costs: GET Orders (a page of 50) calls per
// second for 10 s with 4 concurrent callers, in-process on in-memory PGlite with the demo data, with
// METRICS=on and METRICS=off, each twice, alternating. Writes bench/results/metrics-cost.{json,md}.
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { throughput } from './support/measure.ts';
import { writeBenchResults } from './support/write-results.ts';

async function callsPerSecond(metrics: 'on' | 'off') {
  const app = await buildApp(
    loadConfig({
      DATA_DIR: ':memory:',
      LOG_LEVEL: 'silent',
      JOBS: 'off',
      PASSWORD_HASH_COST: '10',
      METRICS: metrics,
    }),
  );
  const login = await app.inject({
    method: 'POST',
    url: '/api/no/Login',
    payload: { userLoginName: 'kunde.admin', password: 'demo-pallet' },
  });
  const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
  const call = async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/no/Orders?count=50',
      headers: { authorization: `Bearer ${token}` },
    });
    if (answer.statusCode !== 200) throw new Error(`Orders: ${answer.statusCode}`);
  };
  await throughput(4, 2_000, call); // warm-up
  const rate = await throughput(4, 10_000, call);
  await app.close();
  return rate;
}

const runs: { metrics: 'on' | 'off'; callsPerSecond: number }[] = [];
for (const metrics of ['on', 'off', 'on', 'off'] as const) {
  runs.push({ metrics, callsPerSecond: await callsPerSecond(metrics) });
  console.log(runs.at(-1));
}
const mean = (which: 'on' | 'off') => {
  const rates = runs.filter((run) => run.metrics === which).map((run) => run.callsPerSecond);
  return rates.reduce((sum, rate) => sum + rate, 0) / rates.length;
};
const report = [
  '| METRICS | GET Orders calls/s (mean of 2 runs of 10 s, 4 callers) |',
  '|---|---|',
  `| on | ${mean('on').toFixed(1)} |`,
  `| off | ${mean('off').toFixed(1)} |`,
].join('\n');
console.log(report);
await writeBenchResults('metrics-cost', runs, report);
