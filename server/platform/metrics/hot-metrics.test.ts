import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { HotCounter, HotHistogram } from './hot-metrics';

const BUCKETS = [0.001, 0.01, 0.1];

describe('HotHistogram', () => {
  it('writes the same exposition text as prom-client for the same observations', async () => {
    const registry = new Registry();
    const reference = new Histogram({ name: 'h_seconds', help: 'Help text.', labelNames: ['route', 'status_class'], buckets: BUCKETS, registers: [registry] });
    const hot = new HotHistogram('h_seconds', 'Help text.', ['route', 'status_class'], BUCKETS);
    const observations: [string, string, number][] = [
      ['home', '2xx', 0.0005],
      ['home', '2xx', 0.002],
      ['home', '2xx', 0.5],
      ['faqs', '4xx', 0.01],
    ];
    for (const [route, status_class, value] of observations) {
      reference.observe({ route, status_class }, value);
      hot.observe({ route, status_class }, value);
    }
    const lines = (text: string) =>
      text
        .split('\n')
        .filter((l) => l !== '')
        // prom-client writes le first; the format does not order labels.
        .map((l) => l.replace(/\{le="([^"]+)",(.*)\}/, '{$2,le="$1"}'))
        .sort();
    expect(lines(hot.text())).toEqual(lines(await registry.metrics()));
  });

  it('a kept child records into its label set, and a value that is not a number is ignored', () => {
    const hot = new HotHistogram('q_seconds', 'Queries.', ['dialect'], BUCKETS);
    const child = hot.child({ dialect: 'sqlite' });
    child.observe(0.05);
    child.observe(Number.NaN);
    hot.observe({ dialect: 'sqlite' }, 0.0001);
    expect(hot.text()).toContain('q_seconds_count{dialect="sqlite"} 2');
    expect(hot.text()).toContain('q_seconds_bucket{dialect="sqlite",le="0.001"} 1');
    expect(hot.text()).toContain('q_seconds_bucket{dialect="sqlite",le="0.1"} 2');
  });
});

describe('HotCounter', () => {
  it('counts per label set, escapes label values and never goes down', () => {
    const counter = new HotCounter('lookups_total', 'Lookups.', ['cache', 'result']);
    counter.inc({ cache: 'page', result: 'hit' });
    counter.child({ cache: 'page', result: 'hit' }).inc(2);
    counter.inc({ cache: 'odd"\\\nname', result: 'miss' });
    counter.inc({ cache: 'page', result: 'hit' }, -5);
    const text = counter.text();
    expect(text).toContain('# TYPE lookups_total counter');
    expect(text).toContain('lookups_total{cache="page",result="hit"} 3');
    expect(text).toContain('lookups_total{cache="odd\\"\\\\\\nname",result="miss"} 1');
  });
});
