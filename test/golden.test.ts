// Byte-identical outputs on the fixtures: map, rank, symbols, pack and bench run, recorded once
// in test/golden/ and compared on every run, so a refactoring that changes what a user sees
// fails here. Record again on purpose only: REPOMAP_RECORD_GOLDEN=1 npx vitest run test/golden.test.ts
import { afterAll, describe, expect, it } from 'vitest';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT, cleanupTemporaries, copyFixture, runCli, temporaryDir } from './helpers.js';

const GOLDEN = join(PROJECT_ROOT, 'test', 'golden');
const RECORD = process.env.REPOMAP_RECORD_GOLDEN === '1';

/** Each fixture with a seed path the outputs centre on. */
const FIXTURES: [string, string][] = [
  ['ts-billing', 'src/billing/invoice.ts'],
  ['py-shop', 'shop/orders/order.py'],
  ['rank-ts', 'src/services/order-service.ts'],
  ['rank-py', ''],
  ['rank-go', 'internal/shortener/service.go'],
  ['rank-java', ''],
];

afterAll(cleanupTemporaries);

function run(args: string[]): string {
  const result = runCli(args);
  expect(result.status, `${args.join(' ')}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

/** What a bench report says about rankings, without its timings. */
function benchFacts(file: string): unknown {
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    cases: { id: string; rankers: Record<string, { metrics: Record<string, number>; expectedRanks: unknown; top: unknown }> }[];
  };
  return report.cases.map((c) => ({
    id: c.id,
    rankers: Object.fromEntries(
      Object.entries(c.rankers).map(([name, r]) => [
        name,
        { metrics: Object.fromEntries(Object.entries(r.metrics).filter(([key]) => !/ms|time/i.test(key))), expectedRanks: r.expectedRanks, top: r.top },
      ]),
    ),
  }));
}

function outputsOf(fixture: string, seedPath: string): Record<string, unknown> {
  const root = copyFixture(fixture);
  const seed = seedPath || firstSeed(root);
  const audit = join(temporaryDir(), 'audit.jsonl');
  const outputs: Record<string, unknown> = {
    'map': run(['map', root, '-q', '--tokens', '1024']),
    'map --seed': run(['map', root, '-q', '--seed', seed, '--tokens', '1024']),
    'map --seed --format markdown': run(['map', root, '-q', '--seed', seed, '--tokens', '512', '--format', 'markdown']),
    'map --seed --format json': run(['map', root, '-q', '--seed', seed, '--tokens', '2048', '--format', 'json']),
    'rank --json': run(['rank', root, '-q', '--json']),
    'rank --seed': run(['rank', root, '-q', '--seed', seed]),
    'symbols --json': run(['symbols', root, '-q', '--json']),
    'pack --pr-path': run(['pack', root, '-q', '--pr-path', seed, '--byte-budget', '6000', '--audit', audit]),
  };
  const cases = join(root, 'cases.json');
  if (existsSync(cases)) {
    const report = join(temporaryDir(), 'report.json');
    run(['bench', 'run', cases, '--rankers', 'repomap,bm25,same-directory', '--no-history', '--resamples', '20', '--json', report, '--quiet', '--no-cache']);
    outputs['bench run'] = benchFacts(report);
  }
  return outputs;
}

function firstSeed(root: string): string {
  const cases = JSON.parse(readFileSync(join(root, 'cases.json'), 'utf8')) as { seeds: { paths?: string[] } }[];
  return cases.find((c) => c.seeds.paths?.length)!.seeds.paths![0]!;
}

describe.each(FIXTURES)('the outputs on %s', (fixture, seed) => {
  it('are byte-identical to the recorded ones', () => {
    const file = join(GOLDEN, `${fixture}.json`);
    const outputs = outputsOf(fixture, seed);
    if (RECORD) {
      mkdirSync(GOLDEN, { recursive: true });
      writeFileSync(file, `${JSON.stringify(outputs, null, 1)}\n`);
    }
    const recorded = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    for (const [name, value] of Object.entries(recorded)) expect(outputs[name], `${fixture}: ${name}`).toEqual(value);
    expect(Object.keys(outputs).sort()).toEqual(Object.keys(recorded).sort());
  });
});
